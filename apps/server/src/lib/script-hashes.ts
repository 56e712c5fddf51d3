// A page the anonymous cache shares cannot carry a per-request nonce (every visitor would get
// the same one). It is rendered once with a one-off marker as its nonce instead; the inline
// scripts React and React Router wrote carry that marker, and only they are hashed into the
// page's CSP. The marker is then removed. Markup from content (an article body) cannot know the
// marker, so a script smuggled into it is never hashed and the browser refuses it.
import crypto from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export interface HashedPage {
  html: string;
  /** CSP sources, e.g. 'sha256-…', one per distinct inline script the render wrote. */
  hashes: string[];
}

/** A fresh marker for one render (hex, so it needs no escaping in an attribute). */
export function renderMarker(): string {
  return crypto.randomBytes(18).toString('hex');
}

export function hashMarkedScripts(html: string, marker: string): HashedPage {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (!attrs!.includes(attribute) || /\ssrc=/i.test(attrs!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}
