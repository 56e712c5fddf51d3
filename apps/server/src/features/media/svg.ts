// Deterministic SVG pieces shared by the generated images. Every interpolated string goes
// through escapeXml(), and the images are served with a CSP that forbids scripts anyway.
import crypto from 'node:crypto';
import { escapeXml } from '../../lib/xml.ts';

/** A stable number in [0, 2^32) from any key. */
export function hash32(key: string): number {
  return crypto.createHash('sha256').update(key).digest().readUInt32BE(0);
}

/** Dark enough for white text to stay readable on it. */
export function tone(key: string, lightness = 30): string {
  const h = hash32(key);
  return `hsl(${h % 360} ${45 + ((h >>> 9) % 25)}% ${lightness}%)`;
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'at', 'in', '&', 'ltd', 'limited', 'plc']);

/** "Northbridge University" → "NU"; "The Data Lab" → "DL". */
export function initials(title: string): string {
  const words = title
    .split(/[\s\-–—/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = (words.length ? words : [title]).slice(0, 2).map((w) => [...w][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function svgDocument(opts: {
  width: number;
  height: number;
  label: string;
  body: string;
}): string {
  const { width, height, label, body } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`;
}
