// Keyset cursors for the events list, opaque to clients: which part of the list the last row
// was in (upcoming or, on the Saved tab, past), its exact start as PostgreSQL prints it, its
// id, and the "now" the first page was cut at, so every page of one listing agrees on where
// upcoming ends even as the clock moves on.
import { HttpError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import type { Position } from './repository.ts';

const TS_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:\d{2}){0,2}$/;

/** PostgreSQL timestamptz text whose every field is in range (else the cast would fail: a 500). */
function validTimestamp(text: string): boolean {
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
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface Cursor extends Position {
  /** 'u': the last row was upcoming; 'p': past (Saved tab only, listed most recent first). */
  part: 'u' | 'p';
  /** ISO instant: upcoming means starting at or after it. */
  now: string;
}

export const badQuery = (field: string, message: string) =>
  new HttpError(400, 'The request has invalid parameters.', { [field]: [message] });

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.part}|${c.start}|${c.id}|${c.now}`).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  const [part = '', start = '', id = '', now = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const n = parseId(id);
  if (
    (part !== 'u' && part !== 'p') ||
    !validTimestamp(start) ||
    n === null ||
    !ISO.test(now) ||
    Number.isNaN(Date.parse(now)) ||
    new Date(now).toISOString() !== now ||
    rest.length > 0
  ) {
    throw badQuery('cursor', 'The cursor is invalid.');
  }
  return { part, start, id: n, now };
}
