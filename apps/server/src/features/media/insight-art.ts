// The demo articles' thumbnails: a subject drawing (insight-motifs.ts) on a 1280 × 720 canvas,
// the 16:9 of the article hero and the news cards, so neither stretches nor letterboxes it.
// Each subject comes in a few variants (palette and background pattern) so that no two demo
// articles share a picture.
import { svgDocument } from './svg.ts';
import { MOTIFS, type Motif } from './insight-motifs.ts';

export const INSIGHT_ART_VARIANTS = 6;

/** Background gradients, dark enough for the white-and-gold drawings; navy leads (brand). */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0a1430', '#2f4a86'],
  ['#0f3b45', '#1f7a72'],
  ['#3a1d4a', '#6b3f8a'],
  ['#173a23', '#2f6b3f'],
  ['#4a2312', '#8a4a1c'],
  ['#1c2a3a', '#3f5a78'],
  ['#4a1530', '#8a2f55'],
];

export function insightArtPath(motif: Motif, variant: number): string {
  return `/media/insights/${motif}-${variant}.svg`;
}

/** Every thumbnail path the media routes serve, for start-up. */
export function insightArtPaths(): Array<{ path: string; motif: Motif; variant: number }> {
  return (Object.keys(MOTIFS) as Motif[]).flatMap((motif) =>
    Array.from({ length: INSIGHT_ART_VARIANTS }, (_, i) => ({
      path: insightArtPath(motif, i + 1),
      motif,
      variant: i + 1,
    })),
  );
}

/** Rings, dots or diagonal bands, so variants of one subject differ beyond colour. */
function pattern(variant: number): string {
  switch (variant % 3) {
    case 0:
      return [260, 200, 140]
        .map(
          (r, i) =>
            `<circle cx="1120" cy="120" r="${r + variant * 10}" fill="none" stroke="#ecc14f" stroke-opacity="${0.14 + i * 0.08}" stroke-width="4"/>`,
        )
        .join('');
    case 1:
      return Array.from({ length: 48 }, (_, k) => {
        const x = 80 + (k % 8) * 40;
        const y = 430 + Math.floor(k / 8) * 40;
        return `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" fill-opacity="0.18"/>`;
      }).join('');
    default:
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${840 + i * 120} 720 L${1280} ${360 + i * 120 - variant * 8}" stroke="#ffffff" stroke-opacity="0.1" stroke-width="56"/>`,
        )
        .join('');
  }
}

export function insightArtSvg(motif: Motif, variant: number): string {
  const index = Object.keys(MOTIFS).indexOf(motif);
  const [from, to] = PALETTES[(index + variant * 3) % PALETTES.length]!;
  // The drawing's 400 box, scaled to 520 px and centred; variants shift it a little sideways.
  const x = 640 - 260 + ((variant % 3) - 1) * 120;
  return svgDocument({
    width: 1280,
    height: 720,
    label: `Illustration: ${MOTIFS[motif].label}`,
    body: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/>${pattern(variant)}<g transform="translate(${x} 100) scale(1.3)">${MOTIFS[motif].svg}</g>`,
  });
}
