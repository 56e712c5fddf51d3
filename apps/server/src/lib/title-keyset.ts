// Keyset paging for lists in title order (employers, learning providers): rows are ordered by
// lower(title), then id, and a cursor names the last row shown. The cursor carries the row's
// sort key as the database computed it, so the next page compares like with like whatever the
// collation; a title too long to fit the 200-character cursor is looked up by id instead.
import { and, asc, gt, gte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HttpError } from './errors.ts';
import { parseId } from './ids.ts';

/** The last row of a page: its id and, when short enough to carry, its lower(title). */
export interface TitlePosition {
  id: number;
  key?: string;
}

const MAX_CURSOR = 200;

export const badCursor = () =>
  new HttpError(400, 'The request has invalid parameters.', {
    cursor: ['The cursor is invalid.'],
  });

export function encodeTitleCursor(id: number, key: string): string {
  const full = Buffer.from(JSON.stringify([id, key])).toString('base64url');
  return full.length <= MAX_CURSOR ? full : Buffer.from(JSON.stringify([id])).toString('base64url');
}

export function decodeTitleCursor(cursor: string): TitlePosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length < 1 || value.length > 2) throw badCursor();
  const [id, key] = value as unknown[];
  const n = typeof id === 'number' && Number.isInteger(id) ? parseId(id) : null;
  if (n === null) throw badCursor();
  if (value.length === 1) return { id: n };
  if (typeof key !== 'string' || key.includes('\u0000')) throw badCursor();
  return { id: n, key };
}

/** `lower(title)`, the expression the title indexes are built on. */
export const titleKey = (title: AnyColumn) => sql<string>`lower(${title})`;

export const titleOrder = (title: AnyColumn, id: AnyColumn) => [asc(titleKey(title)), asc(id)];

/**
 * Rows strictly after `p` in title order. The plain `>=` is what the lower(title) index can
 * range-scan; the `or` breaks ties on id. Without a carried key, the key is the cursor row's,
 * read by id (a primary-key lookup).
 */
export function afterTitle(
  p: TitlePosition,
  cols: { title: AnyColumn; id: AnyColumn },
  keyOfId: (id: number) => SQL,
): SQL {
  const key = p.key === undefined ? keyOfId(p.id) : sql`${p.key}`;
  const k = titleKey(cols.title);
  return and(gte(k, key), or(gt(k, key), gt(cols.id, p.id)))!;
}
