// The drawings behind the demo articles' thumbnails, one per subject. Each is drawn in a
// 400 × 400 box that insight-art.ts centres on a 16:9 canvas, so a card's crop (which keeps
// the middle) and the article hero (the whole picture) both show it. White shapes with a
// gold accent read on every background palette.
const W = '#ffffff';
const GOLD = '#ecc14f';
const INK = '#0a1430';
const FONT = 'font-family="Arial,Helvetica,sans-serif"';

const person = (x: number, y: number, fill = W) =>
  `<circle cx="${x}" cy="${y}" r="30" fill="${fill}"/><path d="M${x - 55} ${y + 110} q55 -100 110 0 z" fill="${fill}"/>`;

export const MOTIFS = {
  cloud: {
    label: 'a cloud above a row of servers',
    svg: `<g fill="${W}"><circle cx="140" cy="170" r="62"/><circle cx="215" cy="130" r="84"/><circle cx="290" cy="175" r="58"/><rect x="80" y="170" width="270" height="66" rx="33"/></g><path d="M215 215 v-80 m-32 32 l32 -32 32 32" stroke="${GOLD}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${[0, 1, 2].map((i) => `<rect x="${92 + i * 78}" y="280" width="62" height="84" rx="8" fill="${W}" fill-opacity="0.75"/><circle cx="${110 + i * 78}" cy="300" r="6" fill="${GOLD}"/>`).join('')}`,
  },
  security: {
    label: 'a shield with a padlock',
    svg: `<path d="M200 30 L335 85 V195 C335 290 272 345 200 372 C128 345 65 290 65 195 V85 Z" fill="${W}" fill-opacity="0.92"/><path d="M168 190 v-34 a32 32 0 0 1 64 0 v34" stroke="${INK}" stroke-width="16" fill="none"/><rect x="145" y="186" width="110" height="96" rx="14" fill="${GOLD}"/><circle cx="200" cy="224" r="13" fill="${INK}"/><rect x="194" y="228" width="12" height="30" rx="5" fill="${INK}"/>`,
  },
  data: {
    label: 'a bar chart with a trend line',
    svg: `<path d="M60 350 H360 M60 350 V50" stroke="${W}" stroke-width="8" stroke-linecap="round"/>${[120, 190, 150, 250, 290].map((h, i) => `<rect x="${85 + i * 55}" y="${340 - h}" width="38" height="${h}" rx="6" fill="${i === 4 ? GOLD : W}" fill-opacity="${i === 4 ? 1 : 0.8}"/>`).join('')}<polyline points="104,190 159,130 214,165 269,85 324,55" fill="none" stroke="${GOLD}" stroke-width="8" stroke-linejoin="round"/>`,
  },
  ai: {
    label: 'a network of connected nodes',
    svg: (() => {
      const layers = [
        [80, 140, 200, 260, 320].map((y) => [70, y]),
        [110, 200, 290].map((y) => [200, y]),
        [150, 250].map((y) => [330, y]),
      ];
      const lines = layers
        .slice(0, -1)
        .flatMap((layer, l) =>
          layer.flatMap(([x1, y1]) =>
            layers[l + 1]!.map(
              ([x2, y2]) =>
                `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${W}" stroke-opacity="0.55" stroke-width="4"/>`,
            ),
          ),
        )
        .join('');
      const nodes = layers
        .flatMap((layer, l) =>
          layer.map(
            ([x, y]) =>
              `<circle cx="${x}" cy="${y}" r="${l === 1 ? 26 : 20}" fill="${l === 1 ? GOLD : W}"/>`,
          ),
        )
        .join('');
      return lines + nodes;
    })(),
  },
  devops: {
    label: 'a continuous delivery loop',
    svg: `<path d="M200 200 C150 110 50 110 50 200 C50 290 150 290 200 200 C250 110 350 110 350 200 C350 290 250 290 200 200 Z" fill="none" stroke="${W}" stroke-width="30"/><path d="M95 128 l30 -8 -10 30" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M305 272 l-30 8 10 -30" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><circle cx="200" cy="200" r="18" fill="${GOLD}"/>`,
  },
  code: {
    label: 'a code editor window',
    svg: `<rect x="30" y="60" width="340" height="280" rx="18" fill="${W}" fill-opacity="0.95"/><rect x="30" y="60" width="340" height="44" rx="18" fill="${INK}" fill-opacity="0.25"/>${[0, 1, 2].map((i) => `<circle cx="${60 + i * 24}" cy="82" r="7" fill="${i ? W : GOLD}"/>`).join('')}${[
      [60, 140, 120],
      [90, 175, 180],
      [90, 210, 140],
      [120, 245, 120],
      [60, 280, 90],
    ]
      .map(
        ([x, y, w], i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="16" rx="8" fill="${i % 2 ? GOLD : INK}" fill-opacity="${i % 2 ? 1 : 0.45}"/>`,
      )
      .join(
        '',
      )}<text x="300" y="300" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="${INK}" fill-opacity="0.7">&lt;/&gt;</text>`,
  },
  ux: {
    label: 'a phone screen with a pointer',
    svg: `<rect x="110" y="30" width="180" height="340" rx="28" fill="${W}" fill-opacity="0.95"/><rect x="135" y="75" width="130" height="70" rx="10" fill="${GOLD}"/><rect x="135" y="160" width="130" height="18" rx="9" fill="${INK}" fill-opacity="0.35"/><rect x="135" y="190" width="90" height="18" rx="9" fill="${INK}" fill-opacity="0.25"/><rect x="135" y="290" width="130" height="44" rx="22" fill="${INK}" fill-opacity="0.8"/><path d="M270 250 l0 95 25 -25 18 40 16 -8 -18 -38 36 -2 z" fill="${GOLD}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
  },
  network: {
    label: 'a globe with linked points',
    svg: `<circle cx="200" cy="200" r="140" fill="none" stroke="${W}" stroke-width="10"/><ellipse cx="200" cy="200" rx="60" ry="140" fill="none" stroke="${W}" stroke-width="6" stroke-opacity="0.7"/><path d="M60 200 H340 M80 130 H320 M80 270 H320" stroke="${W}" stroke-width="6" stroke-opacity="0.7"/>${[
      [90, 90],
      [320, 110],
      [330, 300],
      [70, 310],
    ]
      .map(
        ([x, y]) =>
          `<line x1="200" y1="200" x2="${x}" y2="${y}" stroke="${GOLD}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="18" fill="${GOLD}"/>`,
      )
      .join('')}<circle cx="200" cy="200" r="22" fill="${GOLD}"/>`,
  },
  green: {
    label: 'a wind turbine beside a leaf',
    svg: `<rect x="258" y="150" width="14" height="220" rx="7" fill="${W}"/>${[0, 120, 240].map((a) => `<path d="M265 150 l-10 -110 q10 -10 20 0 z" fill="${W}" transform="rotate(${a + 15} 265 150)"/>`).join('')}<circle cx="265" cy="150" r="14" fill="${GOLD}"/><path d="M60 350 C60 230 130 170 230 180 C225 290 160 350 60 350 Z" fill="${GOLD}"/><path d="M70 340 C110 290 150 250 200 215" stroke="${INK}" stroke-opacity="0.4" stroke-width="6" fill="none"/>`,
  },
  accessibility: {
    label: 'the accessibility symbol beside large letters',
    svg: `<circle cx="150" cy="200" r="130" fill="${W}" fill-opacity="0.95"/><circle cx="150" cy="115" r="20" fill="${INK}"/><path d="M80 155 H220 M150 155 V240 M150 240 L110 310 M150 240 L190 310" stroke="${INK}" stroke-width="18" stroke-linecap="round" fill="none"/><text x="330" y="250" text-anchor="middle" ${FONT} font-size="120" font-weight="700" fill="${GOLD}">Aa</text>`,
  },
  mentoring: {
    label: 'two people in conversation',
    svg: `${person(120, 210)}${person(280, 230, GOLD)}<rect x="40" y="50" width="150" height="80" rx="20" fill="${W}" fill-opacity="0.9"/><path d="M90 128 l10 30 20 -30 z" fill="${W}" fill-opacity="0.9"/><rect x="220" y="70" width="140" height="70" rx="20" fill="${GOLD}"/><path d="M300 138 l-10 30 -20 -30 z" fill="${GOLD}"/>${[0, 1, 2].map((i) => `<circle cx="${85 + i * 30}" cy="90" r="8" fill="${INK}" fill-opacity="0.5"/>`).join('')}`,
  },
  classroom: {
    label: 'a graduation cap above an open book',
    svg: `<path d="M200 60 L360 130 L200 200 L40 130 Z" fill="${W}"/><path d="M110 165 V235 C150 270 250 270 290 235 V165 L200 205 Z" fill="${W}" fill-opacity="0.8"/><path d="M330 142 V220" stroke="${GOLD}" stroke-width="8"/><circle cx="330" cy="228" r="14" fill="${GOLD}"/><path d="M60 300 Q130 270 200 300 Q270 270 340 300 V370 Q270 340 200 370 Q130 340 60 370 Z" fill="${GOLD}"/><path d="M200 300 V370" stroke="${INK}" stroke-opacity="0.4" stroke-width="6"/>`,
  },
  apprenticeship: {
    label: 'a laptop and a spanner',
    svg: `<rect x="70" y="90" width="260" height="170" rx="14" fill="${W}"/><rect x="90" y="110" width="220" height="130" rx="6" fill="${INK}" fill-opacity="0.35"/><path d="M40 270 H360 L335 300 H65 Z" fill="${W}" fill-opacity="0.85"/><g transform="rotate(-35 200 175)"><rect x="185" y="120" width="30" height="150" rx="12" fill="${GOLD}"/><circle cx="200" cy="115" r="34" fill="${GOLD}"/><rect x="188" y="75" width="24" height="42" fill="${INK}" fill-opacity="0.6"/></g>`,
  },
  community: {
    label: 'people talking at a table',
    svg: `${person(90, 150)}${person(200, 130, GOLD)}${person(310, 150)}<rect x="20" y="265" width="360" height="24" rx="8" fill="${W}" fill-opacity="0.9"/>`,
  },
  regions: {
    label: 'map pins joined by a route',
    svg: `<path d="M80 320 C140 250 120 180 200 170 C280 160 260 90 330 70" fill="none" stroke="${W}" stroke-width="8" stroke-dasharray="18 14"/>${[
      [80, 320],
      [200, 170],
      [330, 70],
    ]
      .map(
        ([x, y], i) =>
          `<path d="M${x} ${y! + 10} c-30 -40 -40 -55 -40 -75 a40 40 0 0 1 80 0 c0 20 -10 35 -40 75 z" fill="${i === 1 ? GOLD : W}"/><circle cx="${x}" cy="${y! - 65}" r="14" fill="${INK}" fill-opacity="0.5"/>`,
      )
      .join('')}`,
  },
  careers: {
    label: 'steps rising to a flag',
    svg: `${[0, 1, 2, 3].map((i) => `<rect x="${50 + i * 75}" y="${300 - i * 60}" width="75" height="${70 + i * 60}" fill="${W}" fill-opacity="${0.6 + i * 0.12}"/>`).join('')}<path d="M310 120 V40" stroke="${W}" stroke-width="8"/><path d="M310 40 L370 60 L310 80 Z" fill="${GOLD}"/>${person(110, 230, GOLD).replace(/r="30"/, 'r="22"')}`,
  },
  accreditation: {
    label: 'an accreditation badge with a ribbon',
    svg: `<path d="M150 250 L120 370 L165 345 L190 385 L210 270 Z" fill="${GOLD}"/><path d="M250 250 L280 370 L235 345 L210 385 L190 270 Z" fill="${GOLD}" fill-opacity="0.8"/><path d="M200 40 L320 110 L320 250 L200 320 L80 250 L80 110 Z" fill="${W}"/><path d="M200 110 l19 38 42 6 -30 29 7 42 -38 -20 -38 20 7 -42 -30 -29 42 -6 z" fill="${GOLD}"/>`,
  },
  health: {
    label: 'a heart with a pulse line',
    svg: `<path d="M200 350 C60 260 40 170 80 120 C120 70 180 90 200 135 C220 90 280 70 320 120 C360 170 340 260 200 350 Z" fill="${W}"/><polyline points="40,215 130,215 160,160 195,270 230,190 250,215 360,215" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>`,
  },
  finance: {
    label: 'stacked coins and a rising arrow',
    svg: `${[0, 1, 2, 3].map((i) => `<ellipse cx="130" cy="${330 - i * 36}" rx="80" ry="24" fill="${i === 3 ? GOLD : W}" fill-opacity="${i === 3 ? 1 : 0.85}"/>`).join('')}<text x="130" y="232" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="${INK}">£</text><path d="M220 320 L290 220 L320 250 L370 120" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M335 118 H372 V155" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  retail: {
    label: 'a shopping bag and a card',
    svg: `<path d="M90 140 H290 L310 360 H70 Z" fill="${W}"/><path d="M140 150 V110 a50 50 0 0 1 100 0 V150" stroke="${W}" stroke-width="14" fill="none"/><rect x="200" y="230" width="170" height="105" rx="14" fill="${GOLD}" transform="rotate(-12 285 282)"/><rect x="215" y="255" width="40" height="28" rx="5" fill="${INK}" fill-opacity="0.45" transform="rotate(-12 285 282)"/>`,
  },
  logistics: {
    label: 'parcels and a delivery route',
    svg: `${[
      [70, 230, 110],
      [190, 230, 110],
      [130, 120, 110],
    ]
      .map(
        ([x, y, s], i) =>
          `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="8" fill="${i === 2 ? GOLD : W}"/><path d="M${x! + s! / 2} ${y} v${s! / 3}" stroke="${INK}" stroke-opacity="0.35" stroke-width="10"/>`,
      )
      .join(
        '',
      )}<path d="M40 370 H360" stroke="${W}" stroke-width="8" stroke-dasharray="24 16"/><path d="M320 150 h40 m-16 -16 l16 16 -16 16" stroke="${GOLD}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
  energy: {
    label: 'a lightning bolt in a ring',
    svg: `<circle cx="200" cy="200" r="150" fill="none" stroke="${W}" stroke-width="16"/><path d="M220 60 L120 220 H195 L175 340 L285 170 H210 Z" fill="${GOLD}"/>`,
  },
  checklist: {
    label: 'a clipboard with ticked items',
    svg: `<rect x="90" y="50" width="220" height="310" rx="18" fill="${W}"/><rect x="150" y="35" width="100" height="40" rx="10" fill="${GOLD}"/>${[0, 1, 2, 3].map((i) => `<path d="M125 ${130 + i * 55} l14 14 24 -26" stroke="${i < 3 ? GOLD : INK}" stroke-opacity="${i < 3 ? 1 : 0.25}" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="180" y="${122 + i * 55}" width="100" height="16" rx="8" fill="${INK}" fill-opacity="0.3"/>`).join('')}`,
  },
  report: {
    label: 'a report with a pie chart',
    svg: `<path d="M90 40 H260 L320 100 V370 H90 Z" fill="${W}"/><path d="M260 40 V100 H320" fill="${INK}" fill-opacity="0.15"/><circle cx="205" cy="200" r="70" fill="${INK}" fill-opacity="0.25"/><path d="M205 200 V130 A70 70 0 0 1 270 225 Z" fill="${GOLD}"/>${[0, 1].map((i) => `<rect x="125" y="${300 + i * 30}" width="${160 - i * 50}" height="14" rx="7" fill="${INK}" fill-opacity="0.3"/>`).join('')}`,
  },
  podcast: {
    label: 'a studio microphone',
    svg: `<rect x="150" y="40" width="100" height="180" rx="50" fill="${W}"/>${[0, 1, 2].map((i) => `<path d="M165 ${90 + i * 35} H235" stroke="${INK}" stroke-opacity="0.3" stroke-width="8"/>`).join('')}<path d="M110 170 a90 90 0 0 0 180 0" stroke="${GOLD}" stroke-width="14" fill="none"/><path d="M200 260 V340 M140 350 H260" stroke="${GOLD}" stroke-width="14" stroke-linecap="round"/>`,
  },
  video: {
    label: 'a screen with a play button',
    svg: `<rect x="30" y="70" width="340" height="220" rx="18" fill="${W}"/><circle cx="200" cy="180" r="60" fill="${GOLD}"/><path d="M180 145 L235 180 L180 215 Z" fill="${INK}"/><path d="M140 340 H260 M200 290 V340" stroke="${W}" stroke-width="14" stroke-linecap="round"/>`,
  },
} as const;

export type Motif = keyof typeof MOTIFS;
