// Which parts of a URL are secrets the request log must not keep (decision 0076). An API
// route says so beside its access, naming its path or query parameters:
//
//   app.get(apiRoutes.subscriberConfirm, { config: { access: 'public', logSecrets: ['token'] } }, …)
//
// Pages that hold a token from an email are rendered by the one SSR route, so their paths
// are listed here (SECRET_PAGES), with the same `:name` syntax as the web route table. The
// request logger's serializer (app.ts) writes `[redacted]` for exactly those values.
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path or query parameters whose values are never logged (emailed tokens, edit keys). */
    logSecrets?: readonly string[];
  }
}

export const REDACTED = '[redacted]';

/** Pages opened from emailed links, whose path carries the token (apps/web/app/routes.ts). */
export const SECRET_PAGES: readonly { path: string; secrets: readonly string[] }[] = [
  { path: '/newsletter/:action/:token', secrets: ['token'] },
  { path: '/set-password/:user_id/:code', secrets: ['code'] },
  { path: '/account/privacy/download/:id/:token', secrets: ['token'] },
  { path: '/insight/edit/:id/:key', secrets: ['key'] },
  { path: '/account/contact-email/:code', secrets: ['code'] },
];

/** A page path with its emailed token redacted, or null when it is no such page. */
function redactPage(pathname: string): string | null {
  const data = pathname.endsWith('.data');
  const page = data ? pathname.slice(0, -'.data'.length) : pathname;
  for (const { path, secrets } of SECRET_PAGES) {
    const redacted = redactByPattern(page, path, secrets);
    if (redacted !== null) return data ? `${redacted}.data` : redacted;
  }
  return null;
}

/**
 * A link opened signed out comes back as sign-in's `?next=` (URL-encoded): the page it names
 * is redacted there too.
 */
function redactNext(query: string): string {
  if (!query.includes('next=')) return query;
  return query
    .split('&')
    .map((pair) => {
      if (!pair.startsWith('next=')) return pair;
      let target: string;
      try {
        target = decodeURIComponent(pair.slice('next='.length).replace(/\+/g, ' '));
      } catch {
        return pair;
      }
      const q = target.indexOf('?');
      const redacted = redactPage(q < 0 ? target : target.slice(0, q));
      if (redacted === null) return pair;
      // Encoded as it came, with the marker left readable.
      return `next=${encodeURIComponent(redacted).replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
    })
    .join('&');
}

const segments = (path: string) => path.split('/');

/** `pathname` with the segments `pattern` names in `secrets` redacted; null if it does not match. */
function redactByPattern(pathname: string, pattern: string, secrets: readonly string[]) {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const out: string[] = [];
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) out.push(secrets.includes(w.slice(1)) ? REDACTED : h);
    else if (w === h) out.push(h);
    else return null;
  }
  return out.join('/');
}

function redactQuery(query: string, secrets: readonly string[]) {
  if (!query || !secrets.length) return query;
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
      return eq >= 0 && secrets.includes(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The request's URL as the log may keep it. */
export function loggableUrl(
  request: Pick<FastifyRequest, 'url'> & {
    routeOptions?: { url?: string; config?: { logSecrets?: readonly string[] } };
  },
): string {
  const url = request.url;
  const q = url.indexOf('?');
  let pathname = q < 0 ? url : url.slice(0, q);
  let query = q < 0 ? '' : url.slice(q + 1);
  const declared = request.routeOptions?.config?.logSecrets;
  const pattern = request.routeOptions?.url;
  if (declared?.length && pattern) {
    pathname = redactByPattern(pathname, pattern, declared) ?? REDACTED;
    query = redactQuery(query, declared);
  } else {
    // A page (or its `.data` for client navigation) opened from an emailed link, or any
    // unknown path shaped like one.
    pathname = redactPage(pathname) ?? pathname;
  }
  query = redactNext(query);
  return query ? `${pathname}?${query}` : pathname;
}
