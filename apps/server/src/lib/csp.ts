// The Content-Security-Policy of rendered pages: scripts only with this response's nonce, or
// the hashes of its own inline scripts (and what they load: 'strict-dynamic'), no plugins, no
// <base> tricks, no framing by others.
const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
];

/**
 * The insight editor's pages. Editor.js and its official tools inject their stylesheets as
 * <style> elements at run time, which `style-src 'self'` blocks (the editor then has no
 * toolbar layout); these pages alone allow inline styles. Scripts stay nonce-only, so this
 * opens no way to run code (decision 0041).
 */
export const INLINE_STYLE_PATHS = /^\/insight\/(?:edit\/|new(?:$|[?/]))/;

/**
 * `scripts`: this response's nonce, or (a page the anonymous cache shares, which cannot carry
 * one) the hashes of exactly the inline scripts its render wrote (lib/script-hashes.ts). Either
 * way 'strict-dynamic' extends trust to what those scripts load, and to nothing else.
 */
export function contentSecurityPolicy(
  scripts: string | { hashes: readonly string[] },
  https: boolean,
  path = '',
): string {
  const trusted = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.join(' ');
  return [
    "default-src 'self'",
    `script-src ${trusted} 'strict-dynamic' 'self'`,
    INLINE_STYLE_PATHS.test(path) ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
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
