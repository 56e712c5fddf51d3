// Character references in Editor.js HTML. Named references need their semicolon (except the
// four legacy ones browsers also accept without); numeric ones may omit it, as in browsers.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  pound: '\u00a3',
  euro: '\u20ac',
  times: '\u00d7',
  deg: '\u00b0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
};
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot']);

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return '\ufffd';
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31})(;?)/g,
    (match, ref: string, semi: string) => {
      if (ref.startsWith('#x') || ref.startsWith('#X'))
        return fromCodePoint(parseInt(ref.slice(2), 16));
      if (ref.startsWith('#')) return fromCodePoint(parseInt(ref.slice(1), 10));
      const named = NAMED[ref];
      if (named === undefined || (!semi && !LEGACY.has(ref))) return match;
      return named;
    },
  );
}
