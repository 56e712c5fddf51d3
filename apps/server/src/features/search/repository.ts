// SQL for the platform search: four small "title contains" lookups, each served by a trigram
// index from three characters (docs/decisions/0037) and limited to a few rows.
import { and, asc, desc, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { listedEmployer, listedSchool, liveEvent, liveInsight } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/like.ts';

export function searchAll(db: Queryable, text: string, limit: number) {
  const pattern = containsPattern(text);
  return Promise.all([
    db
      .select({ id: employers.id, title: employers.title })
      .from(employers)
      .where(and(listedEmployer, ilike(employers.title, pattern)))
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
    // Upcoming events first (soonest first), then past ones (latest first): two walks of
    // events_status_start_idx rather than one sort of every match.
    eventsMatching(db, pattern, limit),
  ]);
}

async function eventsMatching(db: Queryable, pattern: string, limit: number) {
  const base = () => db.select({ id: events.id, name: events.name }).from(events).$dynamic();
  const named = and(liveEvent, ilike(events.name, pattern));
  const upcoming = await base()
    .where(and(named, gte(events.start, sql`now()`)))
    .orderBy(asc(events.start), asc(events.id))
    .limit(limit);
  if (upcoming.length >= limit) return upcoming;
  const past = await base()
    .where(and(named, lt(events.start, sql`now()`)))
    .orderBy(desc(events.start), desc(events.id))
    .limit(limit - upcoming.length);
  return [...upcoming, ...past];
}
