// The cursor of an employer's insights: the last row's exact created_at (as PostgreSQL prints
// it: JS dates drop microseconds) and its id, opaque to clients.
import { badCursor } from '../../lib/title-keyset.ts';
import { parseId } from '../../lib/ids.ts';
import type { InsightPosition } from './repository.ts';

const TS_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/;

/** A real calendar date: `2025-02-31` matches the pattern but would make the cast throw. */
function isTimestampText(text: string): boolean {
  const m = TS_TEXT.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function encodeInsightCursor(p: InsightPosition): string {
  return Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');
}

export function decodeInsightCursor(cursor: string): InsightPosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const n = parseId(id);
  if (rest.length || !isTimestampText(createdAt) || n === null) throw badCursor();
  return { createdAt, id: n };
}
