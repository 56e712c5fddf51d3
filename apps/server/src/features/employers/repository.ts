// SQL for employers in the member platform: the directory (title search, tags that must all
// match, the caller's saves, keyset pages in title order) and one employer with the live
// insights its people wrote. Columns are named, so the generated `search` vector never leaves
// the database.
import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { insightTags, insights } from '../../db/schema/insights.ts';
import { employerTags, employers } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { tags } from '../../db/schema/tags.ts';
import { users } from '../../db/schema/users.ts';
import { liveInsight } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/like.ts';
import { afterTitle, titleKey, titleOrder, type TitlePosition } from '../../lib/title-keyset.ts';

export interface EmployerFilter {
  userId: number;
  q?: string;
  tagIds: number[];
}

export interface TagRow {
  id: number;
  title: string;
  type: number;
  ts_uuid: string;
  news_category: 'community' | 'insights' | 'impact' | null;
}

const savedEmployer = (userId: number) =>
  sql<boolean>`exists (select 1 from ${savedItems} where ${savedItems.userId} = ${userId}
    and ${savedItems.kind} = 'employer' and ${savedItems.itemId} = ${employers.id})`;

const hasTag = (tagId: number) =>
  sql`exists (select 1 from ${employerTags} where ${employerTags.employerId} = ${employers.id} and ${employerTags.tagId} = ${tagId})`;

// Tag ids only: the service maps them through its cached tag list.
const employerTagIds = sql<number[]>`array(select ${employerTags.tagId} from ${employerTags}
  where ${employerTags.employerId} = ${employers.id})`;

function filterWhere(f: EmployerFilter): SQL[] {
  const where: SQL[] = [];
  if (f.q) where.push(ilike(employers.title, containsPattern(f.q)));
  for (const tagId of f.tagIds) where.push(hasTag(tagId));
  return where;
}

const keyOfId = (id: number) =>
  sql`(select lower(${employers.title}) from ${employers} where ${employers.id} = ${id})`;

const rowColumns = (userId: number) => ({
  id: employers.id,
  title: employers.title,
  url: employers.url,
  tsUuid: employers.tsUuid,
  logoUrl: employers.logoUrl,
  addressState: employers.addressState,
  sortKey: titleKey(employers.title),
  tagIds: employerTagIds,
  saved: savedEmployer(userId),
});

export function listEmployers(
  db: Queryable,
  f: EmployerFilter & { saved: boolean; limit: number; after?: TitlePosition },
) {
  const where = filterWhere(f);
  if (f.saved) where.push(savedEmployer(f.userId));
  if (f.after) where.push(afterTitle(f.after, employers, keyOfId));
  return db
    .select(rowColumns(f.userId))
    .from(employers)
    .where(and(...where))
    .orderBy(...titleOrder(employers.title, employers.id))
    .limit(f.limit);
}
export type EmployerRow = Awaited<ReturnType<typeof listEmployers>>[number];

/** Employers matching q and tags: all of them (when asked), and those the caller saved. */
export async function countEmployers(db: Queryable, f: EmployerFilter, withAll: boolean) {
  const saved = db
    .select({ n: count() })
    .from(savedItems)
    .innerJoin(employers, eq(employers.id, savedItems.itemId))
    .where(
      and(eq(savedItems.userId, f.userId), eq(savedItems.kind, 'employer'), ...filterWhere(f)),
    );
  const all = withAll
    ? db
        .select({ n: count() })
        .from(employers)
        .where(and(...filterWhere(f)))
    : null;
  const [savedRows, allRows] = await Promise.all([saved, all]);
  return { saved: Number(savedRows[0]?.n ?? 0), all: allRows ? Number(allRows[0]?.n ?? 0) : null };
}

export async function countAllEmployers(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employers);
  return Number(row?.n ?? 0);
}

export async function findEmployer(db: Queryable, id: number, userId: number) {
  const [row] = await db
    .select({ ...rowColumns(userId), profile: employers.profile })
    .from(employers)
    .where(eq(employers.id, id))
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

// ---- The employer's insights -----------------------------------------------------------

/** Keyset position in an insight list: created_at exactly as PostgreSQL prints it, and id. */
export interface InsightPosition {
  createdAt: string;
  id: number;
}

const savedInsight = (userId: number) =>
  sql<boolean>`exists (select 1 from ${savedItems} where ${savedItems.userId} = ${userId}
    and ${savedItems.kind} = 'article' and ${savedItems.itemId} = ${insights.id})`;

/** Written by someone who works at the employer: its people's ids (users_employer_idx). */
const byEmployer = (employerId: number) =>
  inArray(
    insights.userId,
    sql`(select ${users.id} from ${users} where ${users.employerId} = ${employerId})`,
  );

export function listEmployerInsights(
  db: Queryable,
  o: { employerId: number; userId: number; limit: number; after?: InsightPosition },
) {
  const where: SQL[] = [liveInsight, byEmployer(o.employerId)];
  if (o.after) {
    const ts = sql`${o.after.createdAt}::timestamptz`;
    where.push(
      lte(insights.createdAt, ts),
      or(lt(insights.createdAt, ts), lt(insights.id, o.after.id))!,
    );
  }
  return db
    .select({
      id: insights.id,
      title: insights.title,
      subtitle: insights.subtitle,
      createdAt: insights.createdAt,
      updatedAt: insights.updatedAt,
      // Text keeps microseconds, which a JS Date would drop, so the cursor is exact.
      createdAtText: sql<string>`${insights.createdAt}::text`,
      url: insights.url,
      thumbnail: insights.thumbnail,
      tagIds: sql<number[]>`array(select ${insightTags.tagId} from ${insightTags}
        where ${insightTags.insightId} = ${insights.id})`,
      firstName: users.firstName,
      lastName: users.lastName,
      employerId: employers.id,
      employerTitle: employers.title,
      saved: savedInsight(o.userId),
    })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .leftJoin(employers, eq(employers.id, users.employerId))
    .where(and(...where))
    .orderBy(desc(insights.createdAt), desc(insights.id))
    .limit(o.limit);
}
export type EmployerInsightRow = Awaited<ReturnType<typeof listEmployerInsights>>[number];

export async function countEmployerInsights(db: Queryable, employerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insights)
    .where(and(liveInsight, byEmployer(employerId)));
  return Number(row?.n ?? 0);
}
