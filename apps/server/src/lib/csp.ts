// The Content-Security-Policy of rendered pages: scripts only with this response's nonce, or
// the hashes of its own inline scripts (and what they load: 'strict-dynamic'), no plugins, no
// <base> tricks, no framing by others. Styles come from our own stylesheets; a page with a
// nonce also accepts <style> elements carrying it: the block editor's libraries insert theirs
// at run time, and lib/editor-styles.ts in the web app gives them the nonce. Never
// 'unsafe-inline' (decision 0083).
const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
];

/**
 * `scripts`: this response's nonce, or (a page the anonymous cache shares, which cannot carry
 * one) the hashes of exactly the inline scripts its render wrote (lib/script-hashes.ts). Either
 * way 'strict-dynamic' extends trust to what those scripts load, and to nothing else.
 */
export function contentSecurityPolicy(
  scripts: string | { hashes: readonly string[] },
  https: boolean,
): string {
  const trusted = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.join(' ');
  return [
    "default-src 'self'",
    `script-src ${trusted} 'strict-dynamic' 'self'`,
    typeof scripts === 'string' ? `style-src 'self' 'nonce-${scripts}'` : "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${EMBED_HOSTS.join(' ')}`,
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
  "img-src 'self' data: blob: https:; connect-src 'self' ws: wss:; frame-src 'self' https:; object-src 'none'";
