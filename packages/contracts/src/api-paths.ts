// Concrete API paths from the route patterns of api-routes.ts: `apiPath(apiRoutes.x, params)`
// fills each `:name`, so a renamed route cannot leave a caller behind. No zod here: the
// browser imports it.

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
