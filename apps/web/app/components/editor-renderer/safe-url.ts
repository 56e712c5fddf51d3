// URL checks for anything the renderer puts in href or src. Parsed with the WHATWG URL parser
// (the browser's own rules), after stripping what browsers ignore: leading/trailing C0 controls
// and spaces, and tabs and newlines anywhere ("java\tscript:").
import { siteMediaPath } from '@techgold/contracts/editor';

function clean(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- browsers drop these before parsing a URL
  const value = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return value && value.length <= 2048 ? value : null;
}

/** Inline links: https: and mailto: only (DESIGN §4). */
export function safeLinkHref(raw: unknown): string | null {
  const value = clean(raw);
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && url.hostname) return url.href;
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return url.href;
  } catch {
    // Relative or malformed: not a link.
  }
  return null;
}

/**
 * Images and files: an https URL, or a media path on this site (/media/…, siteMediaPath).
 * Never data:, never //host, never another path of the site (an API call every reader's
 * browser would make).
 */
export function safeMediaUrl(raw: unknown): string | null {
  const value = clean(raw);
  if (!value) return null;
  if (value.startsWith('/')) return siteMediaPath(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
