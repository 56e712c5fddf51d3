// SQL for employers in the member platform: the directory (title search, tags that must all
// match, the caller's saves, keyset pages in title order) and one employer. (Its insights
// come from the insights feature.) Columns are named, so the generated `search` vector never
// leaves the database.
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { employerTags, employers } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { tags } from '../../db/schema/tags.ts';
import { listedEmployer } from '../../db/visibility.ts';
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

// Hidden employers (decision 0063) are in no list, count or page.
function filterWhere(f: EmployerFilter): SQL[] {
  const where: SQL[] = [listedEmployer];
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
  profile: employers.profile,
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
  const [row] = await db.select({ n: count() }).from(employers).where(listedEmployer);
  return Number(row?.n ?? 0);
}

export async function findEmployer(db: Queryable, id: number, userId: number) {
  const [row] = await db
    .select(rowColumns(userId))
    .from(employers)
    .where(and(eq(employers.id, id), listedEmployer))
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

/** How many employers matching the filter carry each tag (tags on none are left out). */
export async function countEmployersByTag(db: Queryable, f: EmployerFilter) {
  const rows = await db
    .select({ tagId: employerTags.tagId, n: count() })
    .from(employerTags)
    .innerJoin(employers, eq(employers.id, employerTags.employerId))
    .where(and(...filterWhere(f)))
    .groupBy(employerTags.tagId);
  return Object.fromEntries(rows.map((r) => [String(r.tagId), Number(r.n)]));
}
