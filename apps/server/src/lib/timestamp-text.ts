// Cursors carry timestamps exactly as PostgreSQL prints them (a JS Date would drop the
// microseconds). Text from a client is checked here before any cast: a string that matches
// the shape but names no instant (2024-02-31, 24:00) would make PostgreSQL throw, a 500.

const TS_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:\d{2}){0,2}$/;

/** True when `text` is a real timestamptz in PostgreSQL's output form. */
export function isTimestampText(text: string): boolean {
  const m = TS_TEXT.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s, , off] = m.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    y! >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60 &&
    s! < 60 &&
    off! <= 15
  );
}
