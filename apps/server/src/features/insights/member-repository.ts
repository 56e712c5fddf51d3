// SQL for the member insights list (GET /api/insights): live insights, filtered by title,
// by tags (all must match) and by the caller's saves, with the caller's `saved` flag per row.
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { insights, insightTags } from '../../db/schema/insights.ts';
import { employers } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like.ts';
import {
  afterPosition,
  authorEmployer,
  hasTag,
  listColumns,
  newestFirst,
  type InsightRow,
  type Position,
} from './repository.ts';

export interface MemberFilter {
  userId: number;
  q?: string;
  tagIds: number[];
  /** Only insights written by people who work at this employer (users_employer_idx). */
  employerId?: number;
}

const savedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${savedItems} where ${savedItems.userId} = ${userId}
    and ${savedItems.kind} = 'article' and ${savedItems.itemId} = ${insights.id})`;

/** Literal, so the planner can use the partial index insights_live_created_idx. */
const live = sql`${insights.live}`;

function filterWhere(f: MemberFilter): SQL[] {
  const where: SQL[] = [live];
  if (f.q) where.push(ilike(insights.title, containsPattern(f.q)));
  for (const tagId of f.tagIds) where.push(hasTag(tagId));
  if (f.employerId !== undefined) {
    where.push(
      inArray(
        insights.userId,
        sql`(select ${users.id} from ${users} where ${users.employerId} = ${f.employerId})`,
      ),
    );
  }
  return where;
}

export function listMemberInsights(
  db: Queryable,
  f: MemberFilter & { saved: boolean; limit: number; after?: Position },
) {
  const where = filterWhere(f);
  if (f.saved) where.push(savedBy(f.userId));
  if (f.after) where.push(...afterPosition(f.after));
  return db
    .select({ ...listColumns, saved: savedBy(f.userId) })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, authorEmployer)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(f.limit);
}

/** A member list row: a list row and the caller's saved flag. */
export type MemberInsightRow = InsightRow & { saved: boolean };

/** Page sizes the first page is prepared for: the contract's 1–50, one page more to peek. */
const PREPARED_LIMITS = { min: 2, max: 51 };

/**
 * The same columns, joins and order as listMemberInsights unfiltered, as the text of a named
 * prepared statement: $1 is the caller. The page size is written into the text (one statement
 * per size), because a generic plan for `limit $2` assumes a tenth of the table and sorts it.
 * The Saved tab's page starts from the caller's saves (their primary key), so a member with
 * three saves reads three rows, not the index of every live insight. The page's tags are read
 * in one pass after it, not by a subquery per row: on the embedded database each of those
 * rescans asked the file system for the table's size, and they were 60% of the statement.
 */
function firstPageSql(limit: number, savedOnly: boolean): string {
  const columns = `i.id, i.title, i.subtitle, i.created_at as "createdAt",
      i.updated_at as "updatedAt", i.created_at::text as "createdAtText", i.url, i.thumbnail,
      u.first_name as "firstName", u.last_name as "lastName",
      e.id as "employerId", e.title as "employerTitle"`;
  const authors = `inner join users u on u.id = i.user_id
    left join employers e on e.id = u.employer_id and e.listed`;
  const order = 'order by i.created_at desc, i.id desc';
  const page = savedOnly
    ? `select ${columns}, true as saved
      from saved_items s
      inner join insights i on i.id = s.item_id
      ${authors}
      where s.user_id = $1 and s.kind = 'article' and i.live
      ${order} limit ${limit}`
    : `select ${columns},
        exists (select 1 from saved_items s where s.user_id = $1 and s.kind = 'article'
          and s.item_id = i.id) as saved
      from insights i
      ${authors}
      where i.live
      ${order} limit ${limit}`;
  return `with page as (${page})
    select page.*, coalesce(tags.ids, '{}') as "tagIds"
    from page
    left join (
      select t.insight_id, array_agg(t.tag_id order by t.tag_id) as ids
      from insight_tags t
      where t.insight_id in (select id from page)
      group by t.insight_id
    ) tags on tags.insight_id = page.id
    order by page."createdAt" desc, page.id desc`;
}

/**
 * The first page of the unfiltered list, or of its Saved tab, which every insights page and
 * the dashboard open on: a prepared statement, planned once per connection. Planning was most
 * of its cost: 4.7 ms a call through the query builder against 1.3 ms prepared, on the
 * embedded demo database. Other page sizes (never asked for by the site) take the builder.
 */
export async function firstMemberInsightsPage(
  database: Pick<DbHandle, 'db' | 'prepared'>,
  userId: number,
  limit: number,
  saved = false,
): Promise<MemberInsightRow[]> {
  if (!Number.isInteger(limit) || limit < PREPARED_LIMITS.min || limit > PREPARED_LIMITS.max) {
    return listMemberInsights(database.db, { userId, tagIds: [], saved, limit });
  }
  const { rows } = await database.prepared<MemberInsightRow>(
    `member_insights_${saved ? 'saved' : 'first'}_${limit}`,
    firstPageSql(limit, saved),
    [userId],
  );
  return rows;
}

/** How many live insights the caller saved, unfiltered (both list pages' Saved tab): prepared. */
export async function countSavedLiveInsights(
  database: Pick<DbHandle, 'prepared'>,
  userId: number,
): Promise<number> {
  const { rows } = await database.prepared<{ n: number | string }>(
    'member_insights_saved_count',
    `select count(*) as n from saved_items s inner join insights i on i.id = s.item_id
      where s.user_id = $1 and s.kind = 'article' and i.live`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Live insights matching q and tags: all of them (counting at most `cap` + 1, so a broad
 * title search stays one short index walk at any size), and those the caller saved. Unfiltered,
 * the service takes the cached total and countSavedLiveInsights instead.
 */
export async function countMemberInsights(db: Queryable, f: MemberFilter, cap: number) {
  const saved = db
    .select({ n: count() })
    .from(savedItems)
    .innerJoin(insights, eq(insights.id, savedItems.itemId))
    .where(and(eq(savedItems.userId, f.userId), eq(savedItems.kind, 'article'), ...filterWhere(f)));
  const all = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(insights)
      .where(and(...filterWhere(f)))
      .limit(cap + 1)
      .as('matches'),
  );
  const [savedRows, allRows] = await Promise.all([saved, all]);
  return { saved: Number(savedRows[0]?.n ?? 0), all: Number(allRows[0]?.n ?? 0) };
}

/** Live insights matching the filter (no saved count: for lists without a Saved tab). */
export async function countFilteredInsights(db: Queryable, f: MemberFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insights)
    .where(and(...filterWhere(f)));
  return Number(row?.n ?? 0);
}

export async function countLiveInsights(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(insights).where(live);
  return Number(row?.n ?? 0);
}

/** One insight for a member: live, or a draft of the caller's own. */
export async function findMemberInsight(db: Queryable, id: number, userId: number) {
  const [row] = await db
    .select({ ...listColumns, body: insights.body, live: insights.live, saved: savedBy(userId) })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, authorEmployer)
    .where(and(eq(insights.id, id), or(live, eq(insights.userId, userId))))
    .limit(1);
  return row ?? null;
}

/** How many live insights matching the filter carry each tag (tags on none are left out). */
export async function countMatchesByTag(db: Queryable, f: MemberFilter) {
  const rows = await db
    .select({ tagId: insightTags.tagId, n: count() })
    .from(insightTags)
    .innerJoin(insights, eq(insights.id, insightTags.insightId))
    .where(and(...filterWhere(f)))
    .groupBy(insightTags.tagId);
  return Object.fromEntries(rows.map((r) => [String(r.tagId), Number(r.n)]));
}
