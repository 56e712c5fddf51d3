import { allowedHref } from './inline-html.ts';

/**
 * An image or file url an insight may store: a path on this site (/media/…, printable ASCII,
 * never `//host`) or an https link (`http:` upgraded). Null for anything else (data:, javascript:).
 */
export function mediaUrl(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\') || value.length > 2048) return null;
    return /^[\x21-\x7e]+$/.test(value) ? value : null;
  }
  const href = allowedHref(value);
  return href?.startsWith('https:') ? href : null;
}
