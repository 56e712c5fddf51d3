// SQL for the platform search: four small "title contains" lookups, each served by a trigram
// index from three characters (docs/decisions/0037) and limited to a few rows.
import { and, asc, desc, ilike, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { listedSchool, liveEvent, liveInsight } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/like.ts';

export function searchAll(db: Queryable, text: string, limit: number) {
  const pattern = containsPattern(text);
  return Promise.all([
    db
      .select({ id: employers.id, title: employers.title })
      .from(employers)
      .where(ilike(employers.title, pattern))
      .orderBy(asc(sql`lower(${employers.title})`), asc(employers.id))
      .limit(limit),
    db
      .select({ id: insights.id, title: insights.title })
      .from(insights)
      .where(and(liveInsight, ilike(insights.title, pattern)))
      .orderBy(desc(insights.createdAt), desc(insights.id))
      .limit(limit),
    db
      .select({ id: schools.id, title: schools.title })
      .from(schools)
      .where(and(listedSchool, ilike(schools.title, pattern)))
      .orderBy(asc(sql`lower(${schools.title})`), asc(schools.id))
      .limit(limit),
    // Upcoming events first (soonest first), then past ones (latest first).
    db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(liveEvent, ilike(events.name, pattern)))
      .orderBy(
        desc(sql`${events.start} >= now()`),
        sql`case when ${events.start} >= now() then ${events.start} end asc`,
        desc(events.start),
      )
      .limit(limit),
  ]);
}
