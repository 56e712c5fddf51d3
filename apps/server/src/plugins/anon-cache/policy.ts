// Which requests the anonymous cache may answer, and the key it files them under.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { fastifyCookie } from '@fastify/cookie';
import type { matchRoutes, RouteObject, ServerBuild } from 'react-router';
import type { PageHandle } from '@techgold/contracts/ssr';
import { SESSION_COOKIE } from '../session.ts';

/** The page a React Router data request (`/news.data`, `/_root.data`) loads for. */
function pageOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Pathnames whose answer is remembered; beyond it the memory starts again (clients send anything). */
const DECIDED_MAX = 1024;

/**
 * Which pages of a React Router build may be cached, as each route says in its `handle`
 * (`{ anonCache: true }`, `PageHandle` in the contracts): an allow-list, so a page that says
 * nothing is rendered for each request as before. The route that matches last (the page, not
 * its layouts) decides. A path with an empty segment (`/about/`, `//about`) or in other
 * letter case (`/About`) is not cached, though React Router renders the page for it: one copy
 * per page, not one per spelling.
 * `.data` paths are the same pages' loader data for client-side navigation. `match` is React
 * Router's `matchRoutes`, passed in so only a process that renders pages loads React Router.
 */
export function cacheablePages(
  routes: ServerBuild['routes'],
  match: typeof matchRoutes,
): (pathname: string) => boolean {
  const tree = routeTree(routes);
  const decided = new Map<string, boolean>();
  return (pathname) => {
    let cacheable = decided.get(pathname);
    if (cacheable === undefined) {
      const page = pageOf(pathname);
      const leaf = /\/\/|.\/$/.test(page) ? undefined : match(tree, page)?.at(-1);
      const id = leaf?.route.id;
      const handle = id ? (routes[id]?.module.handle as PageHandle | undefined) : undefined;
      cacheable = handle?.anonCache === true;
      if (decided.size >= DECIDED_MAX) decided.clear();
      decided.set(pathname, cacheable);
    }
    return cacheable;
  };
}

type BuildRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route list (each names its parent) as the nested tree matchRoutes reads. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const attach = (list: BuildRoute[]): RouteObject[] =>
    // Case-sensitive, unlike React Router's default: `/About` renders the About page but is
    // not a spelling the site links to, so it gets no copy of its own.
    list.map(({ id, path, index }) =>
      index
        ? { id, path, caseSensitive: true, index: true }
        : { id, path, caseSensitive: true, children: attach(children.get(id) ?? []) },
    );
  return attach(children.get(undefined) ?? []);
}

/**
 * Any session cookie at all, valid or not, sends the request past the cache: a signed-in
 * visitor must never get the anonymous copy, and a stale cookie must not decide what the
 * anonymous copy holds. Other cookies (the CSRF pair) change nothing a cached response says.
 */
function carriesCredentials(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
}): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  // Read as the session plugin reads it (`tig_session =x` is a session cookie there too); the
  // substring test first keeps the parse off the hot path of cookie-less visitors.
  return (
    cookie !== undefined &&
    cookie.includes(SESSION_COOKIE) &&
    SESSION_COOKIE in fastifyCookie.parse(cookie)
  );
}

/**
 * A read any anonymous visitor could make: a GET or HEAD carrying no credentials. The one
 * rule both the front door and the cache's hook apply before the key or route is looked at.
 */
export function isAnonymousRead(req: {
  method?: string | undefined;
  headers: { cookie?: string | undefined; authorization?: string | undefined };
}): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !carriesCredentials(req.headers);
}

/**
 * Campaign and click tags that newsletters, ads and social sites add to links. No page reads
 * them (analytics reads them in the browser), so a newsletter's link shares the page's entry
 * instead of rendering it once per tagged variant.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;

/**
 * The URL a cached response is filed under and rendered from: path plus the query with its
 * keys sorted (values of one key keep their order, which pages may read), so `?b=1&a=2` and
 * `?a=2&b=1` share an entry, and without tracking tags.
 */
export function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (TRACKING_PARAM.test(key)) params.delete(key);
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/**
 * The key a request's cached answer is filed under, read from the raw request alone so the
 * front door (front-door.ts) and the onRequest hook file and find the same entry. It holds
 * everything the render's protocol and host can come from (Fastify takes them from the Host
 * header and the socket, or from X-Forwarded-* when the sender is a trusted proxy), so two
 * requests share an entry only when any render would read the same for both: with forwarded
 * headers, the sender's address is part of the key (behind a proxy, one entry per proxy
 * address). Newlines cannot occur in a header value or URL, so the parts cannot run together.
 */
export function cacheKey(
  req: Pick<IncomingMessage, 'url' | 'headers' | 'socket'>,
  url = canonicalUrl(req.url ?? '/'),
): string {
  const { headers } = req;
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const proto = headers['x-forwarded-proto'];
  const host = headers['x-forwarded-host'];
  // Absent and empty read the same to Fastify (it tests the header's truth), never the same
  // as a header whose text is "undefined".
  const forwarded =
    proto === undefined && host === undefined
      ? ''
      : `${proto ?? ''}\n${host ?? ''}\n${req.socket.remoteAddress ?? ''}`;
  return `${scheme}\n${headers.host ?? ''}\n${forwarded}\n${url}`;
}

type Encoding = 'br' | 'gzip' | null;

/**
 * Browsers and CDNs send a handful of distinct Accept-Encoding values, each millions of
 * times: parsing one on every hit was about 2% of a hit's time. Bounded, as clients may send
 * anything.
 */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 64;

/** Picks the stored encoding for this client (we keep br and gzip copies). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseEncoding(acceptEncoding);
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}
