// SQL for the rotating quotes in the console, and the writes with their version stamp.
import { sql } from 'drizzle-orm';
import type { AdminQuotesQuery } from '@techgold/contracts/admin/quotes';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface QuoteFields {
  text: string;
  name: string;
  source: string | null;
  avatar: string | null;
  pages: string[];
}
export interface QuoteRow extends QuoteFields {
  id: number;
  updated_at: Date | string;
}

const SELECT = sql`select q.id, q.text, q.name, q.source, q.avatar, q.pages, q.updated_at from quotes q`;

const ORDER = { name: sql`lower(q.name)`, updated: sql`q.updated_at` } as const;

function where(query: AdminQuotesQuery) {
  const parts = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(sql`(q.name ilike ${like} or q.text ilike ${like} or q.source ilike ${like})`);
  }
  if (query.page) parts.push(sql`q.pages @> array[${query.page}]::text[]`);
  return sql.join(parts, sql` and `);
}

export async function listQuotes(q: Queryable, query: AdminQuotesQuery) {
  const filter = where(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<QuoteRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, q.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from quotes q where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findQuote(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<QuoteRow>(
    q,
    sql`${SELECT} where q.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

const pagesArray = (pages: string[]) =>
  sql`array[${sql.join(
    pages.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;

export async function insertQuote(q: Queryable, f: QuoteFields) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into quotes (text, name, source, avatar, pages, sort_order, updated_at)
        values (${f.text}, ${f.name}, ${f.source}, ${f.avatar}, ${pagesArray(f.pages)},
                (select coalesce(max(sort_order), 0) + 1 from quotes),
                date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateQuote(q: Queryable, id: number, f: QuoteFields) {
  await q.execute(
    sql`update quotes set text = ${f.text}, name = ${f.name}, source = ${f.source},
          avatar = ${f.avatar}, pages = ${pagesArray(f.pages)},
          updated_at = greatest(date_trunc('milliseconds', now()),
                                date_trunc('milliseconds', updated_at) + interval '1 millisecond')
        where id = ${id}`,
  );
}

export async function deleteQuote(q: Queryable, id: number) {
  await q.execute(sql`delete from quotes where id = ${id}`);
}
