// SQL for the public news lists. Every query names its columns (the generated `search`
// vector and the edit key hash never leave the database) and filters `live and public`, the
// predicate of the partial index insights_public_created_idx, so a page is an index scan.
import { and, asc, count, desc, eq, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { insightTags, insights } from '../../db/schema/insights.ts';
import { employers } from '../../db/schema/organisations.ts';
import { tags } from '../../db/schema/tags.ts';
import { users } from '../../db/schema/users.ts';
import { listedEmployer, publicInsight } from '../../db/visibility.ts';

export interface TagRow {
  id: number;
  title: string;
  type: number;
  ts_uuid: string;
  news_category: 'community' | 'insights' | 'impact' | null;
}

/** Keyset position: the exact created_at as PostgreSQL prints it, and the id tie-breaker. */
export interface Position {
  createdAt: string;
  id: number;
}

/** Keyset paging, newest first: rows strictly after `p`. */
export function afterPosition(p: Position): SQL[] {
  const ts = sql`${p.createdAt}::timestamptz`;
  // The plain `<=` is what the index can range-scan; the `or` breaks ties on id.
  return [lte(insights.createdAt, ts), or(lt(insights.createdAt, ts), lt(insights.id, p.id))!];
}

export const newestFirst = [desc(insights.createdAt), desc(insights.id)];

export const hasTag = (tagId: number) =>
  sql`exists (select 1 from ${insightTags} where ${insightTags.insightId} = ${insights.id} and ${insightTags.tagId} = ${tagId})`;

// Tag ids only: the service maps them through its cached tag list, which is cheaper than
// building JSON for every row in the database. In id order, as the prepared first pages
// (member-repository.ts) give them, so the two always agree.
const tagIds = sql<number[]>`array(select ${insightTags.tagId} from ${insightTags}
  where ${insightTags.insightId} = ${insights.id} order by ${insightTags.tagId})`;

export const listColumns = {
  id: insights.id,
  title: insights.title,
  subtitle: insights.subtitle,
  createdAt: insights.createdAt,
  updatedAt: insights.updatedAt,
  // Text keeps microseconds, which a JS Date would drop, so the cursor is exact.
  createdAtText: sql<string>`${insights.createdAt}::text`,
  url: insights.url,
  thumbnail: insights.thumbnail,
  tagIds,
  firstName: users.firstName,
  lastName: users.lastName,
  employerId: employers.id,
  employerTitle: employers.title,
};

/** The author's employer, named only while it is listed (decision 0063: no link to a 404). */
export const authorEmployer = and(eq(employers.id, users.employerId), listedEmployer)!;

export interface PageOptions {
  tagId?: number;
  limit: number;
  after?: Position;
  offset?: number;
}

/**
 * One page of public insights. Not a prepared statement on purpose: a generic plan cannot
 * see the LIMIT, estimates thousands of rows and hash-joins a sequential scan of insights
 * (measured 43 ms at 100k rows, against 1 ms planned per request).
 */
export function listPublicInsights(db: Queryable, opts: PageOptions) {
  const where: SQL[] = [publicInsight];
  if (opts.tagId !== undefined) where.push(hasTag(opts.tagId));
  if (opts.after) where.push(...afterPosition(opts.after));
  const order = newestFirst;
  if (!opts.offset) {
    // First and cursor pages: one plain index scan, the cheapest plan (and PGlite runs it
    // in-process, so every plan node counts).
    return db
      .select(listColumns)
      .from(insights)
      .innerJoin(users, eq(users.id, insights.userId))
      .leftJoin(employers, authorEmployer)
      .where(and(...where))
      .orderBy(...order)
      .limit(opts.limit);
  }
  // Offset pages: pick the ids first, so skipped rows never pay for the joins and tags.
  const page = db
    .select({ pageId: insights.id })
    .from(insights)
    .where(and(...where))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(insights, eq(insights.id, page.pageId))
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, authorEmployer)
    .orderBy(...order);
}
export type InsightRow = Awaited<ReturnType<typeof listPublicInsights>>[number];

/** Live, public insights staff featured on the home page, most recently featured first. */
export function listFeaturedInsights(db: Queryable, limit: number) {
  return db
    .select(listColumns)
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, eq(employers.id, users.employerId))
    .where(and(publicInsight, isNotNull(insights.featuredAt)))
    .orderBy(desc(insights.featuredAt), desc(insights.id))
    .limit(limit);
}

export async function countFeaturedInsights(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insights)
    .where(and(publicInsight, isNotNull(insights.featuredAt)));
  return Number(row?.n ?? 0);
}

export async function countPublicInsights(db: Queryable, tagId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insights)
    .where(tagId === undefined ? publicInsight : and(publicInsight, hasTag(tagId)));
  return Number(row?.n ?? 0);
}

export async function findPublicInsight(db: Queryable, key: { id: number } | { slug: string }) {
  const match = 'id' in key ? eq(insights.id, key.id) : eq(insights.url, key.slug);
  const [row] = await db
    .select({ ...listColumns, body: insights.body })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, authorEmployer)
    .where(and(publicInsight, match))
    .limit(1);
  return row ?? null;
}

/**
 * Any insight with the public article's columns, whatever its state: the staff console reads
 * a draft or an unpublished insight as its news page would draw it (decision 0091).
 */
export async function findAnyInsight(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...listColumns, body: insights.body })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, authorEmployer)
    .where(eq(insights.id, id))
    .limit(1);
  return row ?? null;
}

export async function listTags(db: Queryable): Promise<TagRow[]> {
  return db
    .select({
      id: tags.id,
      title: tags.title,
      type: tags.type,
      ts_uuid: tags.tsUuid,
      news_category: tags.newsCategory,
    })
    .from(tags)
    .orderBy(asc(tags.type), asc(tags.title));
}
