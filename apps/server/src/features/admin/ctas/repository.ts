// SQL for calls to action in the console: every one, active or not, and the writes with their
// version stamp.
import { sql } from 'drizzle-orm';
import type { AdminCtasQuery } from '@techgold/contracts/admin/ctas';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface CtaFields {
  active: boolean;
  location: string;
  heading: string;
  description: string | null;
  url: string | null;
}
export interface CtaRow extends CtaFields {
  id: number;
  updated_at: Date | string;
}

const SELECT = sql`select c.id, c.active, c.location, c.heading, c.description, c.url, c.updated_at
  from ctas c`;

const ORDER = {
  heading: sql`lower(c.heading)`,
  location: sql`c.location`,
  updated: sql`c.updated_at`,
} as const;

function where(query: AdminCtasQuery) {
  const parts = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(sql`(c.heading ilike ${like} or c.description ilike ${like})`);
  }
  if (query.location) parts.push(sql`c.location = ${query.location}`);
  if (query.active) parts.push(sql`c.active = ${query.active === 'true'}`);
  return sql.join(parts, sql` and `);
}

export async function listCtas(q: Queryable, query: AdminCtasQuery) {
  const filter = where(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<CtaRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, c.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from ctas c where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCta(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<CtaRow>(
    q,
    sql`${SELECT} where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function insertCta(q: Queryable, f: CtaFields) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into ctas (active, location, heading, description, url, updated_at)
        values (${f.active}, ${f.location}, ${f.heading}, ${f.description}, ${f.url},
                date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateCta(q: Queryable, id: number, f: CtaFields) {
  await q.execute(
    sql`update ctas set active = ${f.active}, location = ${f.location}, heading = ${f.heading},
          description = ${f.description}, url = ${f.url},
          updated_at = greatest(date_trunc('milliseconds', now()),
                                date_trunc('milliseconds', updated_at) + interval '1 millisecond')
        where id = ${id}`,
  );
}

export async function deleteCta(q: Queryable, id: number) {
  await q.execute(sql`delete from ctas where id = ${id}`);
}
