// Sanctum-style anti-forgery token: the server sets a readable `XSRF-TOKEN` cookie and every
// state-changing request echoes it in `X-XSRF-TOKEN`. The cookie is read at each request,
// never cached, because the server rotates it at login.
import * as apiRoutes from '@techgold/contracts/api-routes';

const XSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_COOKIE_PATH = apiRoutes.csrfCookie;

export function readXsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

let inFlight: Promise<void> | null = null;

/** Ask the server for a fresh cookie. Concurrent callers share one request. */
export function primeCsrfCookie(): Promise<void> {
  inFlight ??= fetch(CSRF_COOKIE_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then((response) => {
      if (!response.ok) throw new Error(`CSRF cookie request failed (${response.status})`);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Make sure a token exists before a mutation (waits for the start-up priming if it is running). */
export async function ensureXsrfToken(): Promise<string | null> {
  if (inFlight) await inFlight.catch(() => undefined);
  if (!readXsrfToken()) await primeCsrfCookie().catch(() => undefined);
  return readXsrfToken();
}
