// Cookies for the bench: the CSRF pair from GET /sanctum/csrf-cookie, and a signed-in demo
// learner (the token is bound to the session, so it is fetched again after signing in).
export const DEMO_LEARNER = {
  email: 'learner@northbridge-university.test',
  password: 'Demo-Password-1',
};
/** The demo admin, for the staff console's lists. */
export const DEMO_ADMIN = { email: 'admin@techgold.test', password: DEMO_LEARNER.password };

export interface Session {
  /** Cookie header: the CSRF seed and XSRF-TOKEN, plus tig_session once signed in. */
  cookie: string;
  /** The XSRF-TOKEN value to echo in x-xsrf-token. */
  token: string;
}

/** `name=value` split at the first `=` (values may contain more). */
const pair = (c: string): [string, string] => {
  const at = c.indexOf('=');
  return [c.slice(0, at), c.slice(at + 1)];
};

function merge(cookie: string, res: Response): string {
  const jar = new Map(cookie ? cookie.split('; ').map(pair) : []);
  for (const c of res.headers.getSetCookie()) jar.set(...pair(c.split(';')[0]!));
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

const tokenOf = (cookie: string) =>
  decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');

export async function csrf(base: string, cookie = ''): Promise<Session> {
  const res = await fetch(`${base}/sanctum/csrf-cookie`, { headers: { cookie } });
  const merged = merge(cookie, res);
  return { cookie: merged, token: tokenOf(merged) };
}

/** Signs the demo learner in once (sign-in is rate limited when RATE_LIMITS is on). */
export async function signIn(base: string, who = DEMO_LEARNER): Promise<Session> {
  const { cookie, token } = await csrf(base);
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return csrf(base, merge(cookie, res));
}
