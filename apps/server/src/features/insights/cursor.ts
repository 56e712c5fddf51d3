// Keyset cursors for insight lists: the exact created_at as PostgreSQL prints it (JS dates
// drop microseconds) and the id tie-breaker, opaque to clients.
import { HttpError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import type { Position } from './repository.ts';

const TS_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const badQuery = (field: string, message: string) =>
  new HttpError(400, 'The request has invalid parameters.', { [field]: [message] });

export function encodeCursor(p: Position): string {
  return Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');
}

/** The regex admits 2024-02-31 or 25:61; PostgreSQL would then fail the cast with a 500. */
function realTimestamp(text: string): boolean {
  const [y, mo, d, h, mi, sec] = text.match(/\d+/g)!.slice(0, 6).map(Number) as number[];
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo! - 1 &&
    day.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60 &&
    sec! < 60
  );
}

export function decodeCursor(cursor: string): Position {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = parseId(id);
  if (!TS_TEXT.test(createdAt) || !realTimestamp(createdAt) || n === null)
    throw badQuery('cursor', 'The cursor is invalid.');
  return { createdAt, id: n };
}
