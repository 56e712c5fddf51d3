// SQL for tags in the console: every tag with what uses it (employers, insights), and the
// writes with their version stamp. Titles are unique per type, in any case.
import { sql } from 'drizzle-orm';
import type { AdminTagsQuery } from '@techgold/contracts/admin/tags';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface TagRow {
  id: number;
  title: string;
  type: number;
  news_category: string | null;
  employers: number;
  insights: number;
  updated_at: Date | string;
}

const SELECT = sql`select t.id, t.title, t.type, t.news_category::text as news_category, t.updated_at,
    (select count(*)::int from employer_tags e where e.tag_id = t.id) as employers,
    (select count(*)::int from insight_tags i where i.tag_id = t.id) as insights
  from tags t`;

const ORDER = {
  title: sql`lower(t.title)`,
  type: sql`t.type`,
  uses: sql`((select count(*) from employer_tags e where e.tag_id = t.id)
           + (select count(*) from insight_tags i where i.tag_id = t.id))`,
  updated: sql`t.updated_at`,
} as const;

function where(query: AdminTagsQuery) {
  const parts = [sql`t.type in (1, 2)`];
  if (query.q) parts.push(sql`t.title ilike ${containsPattern(query.q)}`);
  if (query.type) parts.push(sql`t.type = ${Number(query.type)}`);
  return sql.join(parts, sql` and `);
}

export async function listTags(q: Queryable, query: AdminTagsQuery) {
  const filter = where(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<TagRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, t.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from tags t where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findTag(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<TagRow>(
    q,
    sql`${SELECT} where t.id = ${id} and t.type in (1, 2) ${lock ? sql`for update of t` : sql``}`,
  );
  return row ?? null;
}

/** Serialises title checks and writes, so two saves of one title cannot both pass. */
export async function lockTitles(q: Queryable) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('admin.tags.title'))`);
}

export async function titleTaken(q: Queryable, type: number, title: string, exceptId?: number) {
  const found = await selectRows<{ id: number }>(
    q,
    sql`select id from tags where type = ${type} and lower(title) = lower(${title})
          ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return found.length > 0;
}

export async function insertTag(q: Queryable, f: { title: string; type: number }) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into tags (title, type, ts_uuid, updated_at)
        values (${f.title}, ${f.type}, gen_random_uuid(), date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateTag(q: Queryable, id: number, f: { title: string; type: number }) {
  await q.execute(
    sql`update tags set title = ${f.title}, type = ${f.type},
          updated_at = greatest(date_trunc('milliseconds', now()),
                                date_trunc('milliseconds', updated_at) + interval '1 millisecond')
        where id = ${id}`,
  );
}

/** Deletes the tag; its employer and insight links go with it (the foreign keys cascade). */
export async function deleteTag(q: Queryable, id: number) {
  await q.execute(sql`delete from tags where id = ${id}`);
}

/** Which employers and insights use the tag (ids), for the cascade's audit row. */
export async function tagUsers(q: Queryable, id: number) {
  const [row] = await selectRows<{ employers: number[] | null; insights: number[] | null }>(
    q,
    sql`select (select array_agg(employer_id order by employer_id) from employer_tags where tag_id = ${id}) as employers,
               (select array_agg(insight_id order by insight_id) from insight_tags where tag_id = ${id}) as insights`,
  );
  return { employers: row?.employers ?? [], insights: row?.insights ?? [] };
}
