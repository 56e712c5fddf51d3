// Keyset cursors for the events list, opaque to clients: which part of the list the last row
// was in (upcoming or, on the Saved tab, past), its exact start as PostgreSQL prints it, its
// id, and the "now" the first page was cut at, so every page of one listing agrees on where
// upcoming ends even as the clock moves on.
import { HttpError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { isTimestampText } from '../../lib/timestamp-text.ts';
import type { Position } from './repository.ts';

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
    !isTimestampText(start) ||
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
