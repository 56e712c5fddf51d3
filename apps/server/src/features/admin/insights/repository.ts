// SQL for insights in the console: every insight with its author, whatever its state; the
// latest moderation of one; the moderation writes stamp a millisecond version.
import { sql } from 'drizzle-orm';
import type { AdminInsightsQuery } from '@techgold/contracts/admin/insights';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface InsightRow {
  id: number;
  title: string;
  /** The slug of its news page's address. */
  url: string;
  live: boolean;
  public: boolean;
  featured_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_id: number;
  author_first: string;
  author_last: string;
  author_email: string;
  can_write_articles: boolean;
}

const SELECT = sql`select i.id, i.title, i.url, i.live, i.public, i.featured_at, i.created_at,
    i.updated_at, u.id as author_id, u.first_name as author_first, u.last_name as author_last,
    u.email as author_email, u.can_write_articles
  from insights i join users u on u.id = i.user_id`;

const ORDER = {
  created: sql`i.created_at`,
  updated: sql`i.updated_at`,
  title: sql`lower(i.title)`,
} as const;

export async function listInsights(q: Queryable, query: AdminInsightsQuery) {
  const parts = [sql`true`];
  if (query.q) parts.push(sql`i.title ilike ${containsPattern(query.q)}`);
  if (query.state) parts.push(sql`i.live = ${query.state === 'live'}`);
  if (query.featured === 'true') parts.push(sql`i.featured_at is not null`);
  if (query.featured === 'false') parts.push(sql`i.featured_at is null`);
  if (query.author_id) parts.push(sql`i.user_id = ${query.author_id}`);
  const filter = sql.join(parts, sql` and `);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<InsightRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, i.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from insights i where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function lockInsight(q: Queryable, id: number) {
  const [row] = await selectRows<InsightRow>(q, sql`${SELECT} where i.id = ${id} for update of i`);
  return row ?? null;
}

export async function findInsight(q: Queryable, id: number) {
  const [row] = await selectRows<InsightRow>(q, sql`${SELECT} where i.id = ${id}`);
  return row ?? null;
}

/**
 * The latest moderation of its being live (an unpublish or a republish by staff), from the
 * audit log, which records them in the same transaction as the change.
 */
export async function lastModeration(q: Queryable, id: number) {
  const [row] = await selectRows<{ action: string; at: Date | string; reason: string | null }>(
    q,
    sql`select action, created_at as at, data->>'reason' as reason from audit_log
         where subject_type = 'insight' and subject_id = ${String(id)}
           and action in ('insight.unpublish', 'insight.republish')
         order by id desc limit 1`,
  );
  return row ?? null;
}

const VERSION = sql`greatest(date_trunc('milliseconds', now()),
  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

/** Takes it off the member list and the news pages (and off the home page). */
export async function unpublish(q: Queryable, id: number) {
  await q.execute(
    sql`update insights set live = false, featured_at = null, updated_at = ${VERSION} where id = ${id}`,
  );
}

/** Puts it back on the member list and the news pages (public ones); not featured again. */
export async function republish(q: Queryable, id: number) {
  await q.execute(sql`update insights set live = true, updated_at = ${VERSION} where id = ${id}`);
}

export async function setFeatured(q: Queryable, id: number, featured: boolean) {
  await q.execute(
    sql`update insights set featured_at = ${featured ? sql`now()` : sql`null`},
          updated_at = ${VERSION} where id = ${id}`,
  );
}

/** Deletes it with what points at it without a foreign key: saves and notifications. */
export async function deleteInsight(q: Queryable, id: number) {
  await q.execute(sql`delete from saved_items where kind = 'article' and item_id = ${id}`);
  await q.execute(
    sql`delete from notifications where item_id = ${id} and notification_type_id in
          (select id from notification_types where title = 'Insight')`,
  );
  await q.execute(sql`delete from insights where id = ${id}`);
}
