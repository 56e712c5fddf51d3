// Rows for the sitemap and feeds: public articles (live AND public) and listed courses, ids and
// dates only, read in id order so a sitemap chunk is a primary-key range scan.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { insightTags, insights } from '../../db/schema/insights.ts';
import { tags } from '../../db/schema/tags.ts';
import { users } from '../../db/schema/users.ts';
import { listedCourse, publicInsight } from '../../db/visibility.ts';

export async function countPublic(db: Queryable) {
  const [[a], [c]] = await Promise.all([
    db.select({ n: count() }).from(insights).where(publicInsight),
    db.select({ n: count() }).from(courses).where(listedCourse),
  ]);
  return { articles: Number(a?.n ?? 0), courses: Number(c?.n ?? 0) };
}

export function articleEntries(db: Queryable, page: { limit: number; offset: number }) {
  return db
    .select({ id: insights.id, url: insights.url, updatedAt: insights.updatedAt })
    .from(insights)
    .where(publicInsight)
    .orderBy(asc(insights.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function courseEntries(db: Queryable, page: { limit: number; offset: number }) {
  return db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(listedCourse)
    .orderBy(asc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Newest public articles, optionally of one news category, with their tag titles. */
export function feedItems(db: Queryable, category: string | undefined, limit: number) {
  const inCategory = category
    ? sql`exists (select 1 from ${insightTags} it join ${tags} t on t.id = it.tag_id
        where it.insight_id = ${insights.id} and t.news_category = ${category})`
    : undefined;
  return db
    .select({
      id: insights.id,
      title: insights.title,
      subtitle: insights.subtitle,
      url: insights.url,
      createdAt: insights.createdAt,
      author: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      tags: sql<
        string[]
      >`coalesce((select array_agg(t.title order by t.news_category is null, t.title)
        from ${insightTags} it join ${tags} t on t.id = it.tag_id
        where it.insight_id = ${insights.id}), '{}')`,
    })
    .from(insights)
    .innerJoin(users, eq(users.id, insights.userId))
    .where(inCategory ? and(publicInsight, inCategory) : publicInsight)
    .orderBy(desc(insights.createdAt), desc(insights.id))
    .limit(limit);
}
