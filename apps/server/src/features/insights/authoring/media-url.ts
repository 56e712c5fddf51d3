import { siteMediaPath } from '@techgold/contracts/editor';
import { allowedHref } from './inline-html.ts';

/**
 * An image or file url an insight may store: a media path on this site (/media/…, see
 * siteMediaPath) or an https link (`http:` upgraded). Null for anything else (data:,
 * javascript:, /api/…, any other page of the site).
 */
export function mediaUrl(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('/')) return siteMediaPath(value);
  const href = allowedHref(value);
  return href?.startsWith('https:') ? href : null;
}
