// The images the demo data points at: organisation logos, insight and event illustrations,
// quote avatars and course badges. Generated, so nothing binary sits in the repository and
// any new organisation gets a logo at once.
import { escapeXml } from '../../lib/xml.ts';
import { hash32, initials, svgDocument, tone } from './svg.ts';

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Initials on a colour derived from the uuid (stable even if the title changes). */
export function logoSvg(title: string, uuid: string): string {
  const text = initials(title);
  const size = text.length > 1 ? 84 : 104;
  return svgDocument({
    width: 320,
    height: 160,
    label: `${title} logo`,
    body: `<rect width="320" height="160" rx="16" fill="${tone(uuid)}"/><text x="160" y="82" dominant-baseline="central" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`,
  });
}

function scene(key: string, label: string, motif: string): string {
  const h = hash32(key);
  const circles = [0, 1, 2]
    .map((i) => {
      const x = 80 + ((h >>> (i * 5)) % 640);
      const y = 60 + ((h >>> (i * 7 + 3)) % 330);
      const r = 60 + ((h >>> (i * 3 + 1)) % 120);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + i * 0.04}"/>`;
    })
    .join('');
  return svgDocument({
    width: 800,
    height: 450,
    label,
    body: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(key, 28)}"/><stop offset="1" stop-color="${tone(`${key}:2`, 42)}"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/>${circles}${motif}`,
  });
}

/** People at a table: the insight thumbnails. */
export function insightSvg(n: number): string {
  const people = [250, 400, 550]
    .map(
      (x) =>
        `<circle cx="${x}" cy="200" r="34" fill="#ffffff" fill-opacity="0.85"/><path d="M${x - 60} 320 q60 -90 120 0 z" fill="#ffffff" fill-opacity="0.85"/>`,
    )
    .join('');
  return scene(
    `insight-${n}`,
    'Illustration: people talking at a table',
    `${people}<rect x="170" y="315" width="460" height="20" rx="6" fill="#f5c542"/>`,
  );
}

/** A calendar page: the event images. */
/**
 * A calendar page's grid with one day marked. No date is written on it: the same picture
 * serves events on any day, and a number that disagreed with the event's date misled
 * (issue 26).
 */
function calendarGrid(n: number): string {
  const cells: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const marked = row * 4 + col === n % 12;
      cells.push(
        `<rect x="${322 + col * 42}" y="${190 + row * 42}" width="30" height="30" rx="6" fill="${marked ? '#f5c542' : '#12284c'}" fill-opacity="${marked ? 1 : 0.18}"/>`,
      );
    }
  }
  return cells.join('');
}

export function eventSvg(n: number): string {
  return scene(
    `event-${n}`,
    'Illustration: a calendar',
    `<rect x="300" y="110" width="200" height="220" rx="18" fill="#ffffff" fill-opacity="0.9"/><rect x="300" y="110" width="200" height="56" rx="18" fill="#f5c542"/>${calendarGrid(n)}`,
  );
}

/** A neutral head-and-shoulders avatar for quotes. */
export function avatarSvg(n: number): string {
  return svgDocument({
    width: 160,
    height: 160,
    label: 'Avatar',
    body: `<rect width="160" height="160" rx="80" fill="${tone(`avatar-${n}`, 40)}"/><circle cx="80" cy="64" r="28" fill="#ffffff" fill-opacity="0.9"/><path d="M28 140 q52 -70 104 0 z" fill="#ffffff" fill-opacity="0.9"/>`,
  });
}

/** An accreditation badge; colour and ribbon come from the badge id. */
export function badgeSvg(id: string): string {
  const h = hash32(id);
  const hex = 'M100 8 L180 54 L180 146 L100 192 L20 146 L20 54 Z';
  const star =
    'M100 58 l9.4 19 21 3 -15.2 14.8 3.6 20.9 -18.8 -9.9 -18.8 9.9 3.6 -20.9 -15.2 -14.8 21 -3 z';
  return svgDocument({
    width: 200,
    height: 200,
    label: 'Tech Industry Gold accredited badge',
    body: `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7d774"/><stop offset="1" stop-color="#c9971c"/></linearGradient></defs><path d="${hex}" fill="url(#b)"/><path d="${hex}" transform="translate(100 100) scale(0.84) translate(-100 -100)" fill="${tone(id, 26)}"/><path d="${star}" fill="#f7d774"/><text x="100" y="140" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="#ffffff" letter-spacing="1">ACCREDITED</text><text x="100" y="160" text-anchor="middle" ${FONT} font-size="10" fill="#ffffff" fill-opacity="0.85">TECH INDUSTRY GOLD</text><circle cx="100" cy="178" r="5" fill="${tone(`${id}:${h % 7}`, 55)}"/>`,
  });
}
