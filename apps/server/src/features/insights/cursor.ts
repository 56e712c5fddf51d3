// Keyset cursors for insight lists: the exact created_at as PostgreSQL prints it (JS dates
// drop microseconds) and the id tie-breaker, opaque to clients.
import { HttpError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { isTimestampText } from '../../lib/timestamp-text.ts';
import type { Position } from './repository.ts';

export const badQuery = (field: string, message: string) =>
  new HttpError(400, 'The request has invalid parameters.', { [field]: [message] });

export function encodeCursor(p: Position): string {
  return Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const n = parseId(id);
  if (rest.length || !isTimestampText(createdAt) || n === null)
    throw badQuery('cursor', 'The cursor is invalid.');
  return { createdAt, id: n };
}
