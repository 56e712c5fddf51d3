// Every JSON API path, written once. The server registers the patterns (`app.get(apiRoutes.x)`)
// and clients build concrete paths from the same patterns with `apiPath(apiRoutes.x, params)`,
// so a renamed route cannot leave a caller behind. No zod here: the browser imports it.

export const apiRoutes = {
  csrfCookie: '/sanctum/csrf-cookie',
  health: '/api/health',
  ready: '/api/ready',
  devMail: '/dev/mail',

  // Accounts (SPEC §7)
  login: '/api/login',
  logout: '/api/logout',
  forgotPassword: '/api/forgotpassword',
  confirmEmail: '/api/confirm-email',
  setPassword: '/api/set-password',
  user: '/api/user',
  passwordResetLink: '/api/user/password_reset_link',

  // Sign-up and enquiries
  verifyEmail: '/api/verify-email',
  employerVerifyEmail: '/api/employer/verify-email',
  register: '/api/register',
  employerRegister: '/api/employer/register',
  joinEmployers: '/api/join-employers',
  getAccredited: '/api/get-accredited',

  // Newsletter
  subscriber: '/api/subscriber',
  subscriberConfirm: '/api/subscriber/confirm/:token',
  subscriberUnsubscribe: '/api/subscriber/unsubscribe/:token',

  // Public content
  siteData: '/api/site/data',
  quotes: '/api/quotes',
  courses: '/api/courses',
  course: '/api/course/:id',
  badge: '/api/badge/:id',
  insightsPublic: '/api/insights/public',

  // Member platform (signed in)
  insights: '/api/insights',
  insightPublic: '/api/insight/public/:id',
} as const;

export type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];

/** The `:name` parameters of a route pattern, as a union of names. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<P extends string> = [RouteParams<P>] extends [never]
  ? []
  : [params: Record<RouteParams<P>, string | number>];

/** A concrete path: every `:name` filled in and URL-encoded; `query` appended when given. */
export function apiPath<P extends string>(pattern: P, ...[params]: ParamArgs<P>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`apiPath: missing :${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** `path?query` from a record, skipping empty values; repeated keys from arrays. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | readonly (string | number)[] | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
