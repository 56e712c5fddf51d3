// Multi-row inserts in chunks: one statement per ≤ 1000 rows keeps the seed fast on PGlite
// (one round trip per chunk) without building statements past PostgreSQL's parameter limit.
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';

const CHUNK = 1000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function insertAll<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk);
}

/**
 * Inserts and returns the new ids in the order of `rows` (PostgreSQL returns the rows of a
 * single INSERT … VALUES in input order), so callers can link children by position.
 */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  db: Queryable,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = (await db.insert(table).values(chunk).returning({ id: table.id })) as Array<{
      id: unknown;
    }>;
    for (const r of returned) ids.push(Number(r.id));
  }
  return ids;
}
