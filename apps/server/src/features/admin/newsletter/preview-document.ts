// The newsletter's preview as a document of its own, for the console's preview frames
// (decision 0083). An email styles itself with style attributes (mail clients ignore
// stylesheets); shown in a srcdoc frame they fell under the console page's CSP, which allows
// no inline style, and the preview rendered broken. Served from its own address instead, the
// document gets a CSP that allows exactly the style attributes and <style> elements it holds,
// by hash ('unsafe-hashes' is the CSP3 keyword for hashed attributes), and nothing else: no
// script, no 'unsafe-inline', sandboxed, framed only by our own pages.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP for `html`: its own inline styles by hash, images from anywhere https. */
export function previewCsp(html: string): string {
  const hashes = new Set<string>();
  let inStyle = false;
  let styleText = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) hashes.add(hash(attributes.style));
        if (name === 'style') {
          inStyle = true;
          styleText = '';
        }
      },
      ontext(text) {
        if (inStyle) styleText += text;
      },
      onclosetag(name) {
        if (name === 'style' && inStyle) {
          hashes.add(hash(styleText));
          inStyle = false;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const styles = hashes.size ? `style-src 'unsafe-hashes' ${[...hashes].join(' ')}` : '';
  return [
    "default-src 'none'",
    styles,
    "img-src 'self' data: https:",
    'sandbox',
    "frame-ancestors 'self'",
  ]
    .filter(Boolean)
    .join('; ');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The web version as a page of its own: the subject over its rendered body. */
export function webPreviewDocument(subject: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeText(subject)}</title></head><body style="font-family:Arial,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1a202c"><h1>${escapeText(subject)}</h1>${bodyHtml}</body></html>`;
}
