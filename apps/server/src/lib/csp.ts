// The Content-Security-Policy of rendered pages: scripts only with this response's nonce
// (and what they load: 'strict-dynamic'), no plugins, no <base> tricks, no framing by others.
const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
];

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${EMBED_HOSTS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** For JSON and everything that is not a page. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** `npm run dev` only: Vite injects inline scripts and talks to its HMR websocket. */
export const DEV_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; connect-src 'self' ws: wss:; frame-src https:; object-src 'none'";
