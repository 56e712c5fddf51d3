// SQL for the platform search: four small "title contains" lookups, each served by a trigram
// index from three characters (docs/decisions/0037) and limited to a few rows.
import { and, asc, desc, gte, ilike, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@techgold/contracts/search';
import type { Queryable } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { listedEmployer, listedSchool, liveEvent, liveInsight } from '../../db/visibility.ts';
import { containsPattern, escapeLike } from '../../lib/like.ts';

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

/**
 * How close a title is to the search: the whole title (0), its start (1), the start of a later
 * word (2), anywhere else (3). The results page lists the closest first, then by title.
 */
function closeness(column: SQL | Column, text: string) {
  const lowered = text.toLowerCase();
  return sql<number>`case when lower(${column}) = ${lowered} then 0
    when ${column} ilike ${`${escapeLike(text)}%`} then 1
    when ${column} ilike ${`% ${escapeLike(text)}%`} then 2 else 3 end`;
}

export interface ResultRow {
  id: number;
  title: string;
  start: Date | null;
  end: Date | null;
}

/** One kind's matches for the results page: `limit` from `offset`, and how many in all. */
export async function searchKind(
  db: Queryable,
  kind: SearchKind,
  text: string,
  limit: number,
  offset: number,
): Promise<{ rows: ResultRow[]; total: number }> {
  const pattern = containsPattern(text);
  if (kind === 'events') {
    const where = and(liveEvent, ilike(events.name, pattern));
    const [rows, total] = await Promise.all([
      db
        .select({ id: events.id, title: events.name, start: events.start, end: events.end })
        .from(events)
        .where(where)
        // Upcoming first (soonest first), then past ones (latest first), as the search bar.
        .orderBy(
          sql`${events.start} < now()`,
          sql`case when ${events.start} >= now() then ${events.start} end asc`,
          sql`case when ${events.start} < now() then ${events.start} end desc`,
          asc(events.id),
        )
        .limit(limit)
        .offset(offset),
      db.$count(events, where),
    ]);
    return { rows, total };
  }
  const table = kind === 'employers' ? employers : kind === 'schools' ? schools : insights;
  const visible =
    kind === 'employers' ? listedEmployer : kind === 'schools' ? listedSchool : liveInsight;
  const where = and(visible, ilike(table.title, pattern));
  const [rows, total] = await Promise.all([
    db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(where)
      .orderBy(closeness(table.title, text), asc(sql`lower(${table.title})`), asc(table.id))
      .limit(limit)
      .offset(offset),
    db.$count(table, where),
  ]);
  return { rows: rows.map((r) => ({ ...r, start: null, end: null })), total };
}
