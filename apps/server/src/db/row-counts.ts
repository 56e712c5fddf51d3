// Rows per table, counted in one statement: what a backup records and its verification
// compares, and what the embedded engine's upgrade checks it kept (db/upgrade-pg17.ts).
import type { SqlResult } from './client.ts';

type Query = (text: string) => Promise<SqlResult>;

/** The schemas a backup's row counts cover: the site's tables and drizzle's migration log. */
const COUNTED_SCHEMAS = ['public', 'drizzle'];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table ("schema.table"), in one statement so they are counted at one moment. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = (
    await query(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in (${COUNTED_SCHEMAS.map((s) => `'${s}'`).join(', ')})
        order by 1, 2`,
    )
  ).rows as { s: string; t: string }[];
  if (tables.length === 0) return {};
  const union = tables
    .map(
      ({ s, t }) =>
        `select '${`${s}.${t}`.replaceAll("'", "''")}' as name, count(*)::int as n from ${quoteIdent(s)}.${quoteIdent(t)}`,
    )
    .join(' union all ');
  const rows = (await query(union)).rows as { name: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
