// SQL for events (GET /api/events, /api/event/{id}): live events only (`liveEvent`, a literal
// so the planner can range-scan events_status_start_idx), with their venue and the caller's
// `saved` flag. Lists page by keyset on (start, id).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EventFormat } from '@techgold/contracts/events';
import type { Queryable } from '../../db/client.ts';
import { events, venues } from '../../db/schema/events.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { liveEvent, shownEvent } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/like.ts';

/** Keyset position: the exact start as PostgreSQL prints it (microseconds kept) and the id. */
export interface Position {
  start: string;
  id: number;
}

export interface EventFilter {
  userId: number;
  q?: string;
  /** UK days (YYYY-MM-DD): events starting from the first's midnight to the last's end. */
  from?: string;
  to?: string;
  format?: EventFormat;
}

const savedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${savedItems} where ${savedItems.userId} = ${userId}
    and ${savedItems.kind} = 'event' and ${savedItems.itemId} = ${events.id})`;

/** The caller's saved event ids: one range of the saved_items primary key. */
const inSaved = (userId: number) =>
  sql`${events.id} in (select ${savedItems.itemId} from ${savedItems}
    where ${savedItems.userId} = ${userId} and ${savedItems.kind} = 'event')`;

const columns = (userId: number) => ({
  id: events.id,
  name: events.name,
  status: events.status,
  start: events.start,
  end: events.end,
  // Text keeps microseconds, which a JS Date would drop, so the cursor is exact.
  startText: sql<string>`${events.start}::text`,
  imageUrl: events.imageUrl,
  url: events.url,
  venueId: venues.id,
  region: venues.region,
  address1: venues.address1,
  address2: venues.address2,
  city: venues.city,
  country: venues.country,
  postcode: venues.postcode,
  saved: savedBy(userId),
});

export type EventRow = Awaited<ReturnType<typeof listUpcoming>>[number];

const ts = (iso: string) => sql`${iso}::timestamptz`;

/** Midnight in the UK at the start of `day` plus `plus` days, as an instant. */
const ukMidnight = (day: string, plus: number) =>
  sql`((${day}::date + ${plus}::int)::timestamp at time zone 'Europe/London')`;

function filterWhere(f: EventFilter): SQL[] {
  const where: SQL[] = [liveEvent];
  if (f.q) where.push(ilike(events.name, containsPattern(f.q)));
  if (f.from) where.push(gte(events.start, ukMidnight(f.from, 0)));
  if (f.to) where.push(lt(events.start, ukMidnight(f.to, 1)));
  if (f.format === 'online') where.push(isNull(events.venueId));
  if (f.format === 'in_person') where.push(isNotNull(events.venueId));
  return where;
}

/** Rows after `p` in (start, id) order; the plain `>=` is what the index range-scans. */
const after = (p: Position) => [
  gte(events.start, ts(p.start)),
  or(gt(events.start, ts(p.start)), gt(events.id, p.id))!,
];
/** Rows before `p` in (start, id) order, for lists running backwards in time. */
const before = (p: Position) => [
  lte(events.start, ts(p.start)),
  or(lt(events.start, ts(p.start)), lt(events.id, p.id))!,
];

export interface PageOptions extends EventFilter {
  /** Events starting at or after this instant are upcoming (ISO text). */
  now: string;
  /** Only the caller's saved events. */
  saved: boolean;
  limit: number;
  after?: Position;
}

/** Upcoming live events (start ≥ now), soonest first. */
export function listUpcoming(db: Queryable, o: PageOptions) {
  const where = [...filterWhere(o), gte(events.start, ts(o.now))];
  if (o.saved) where.push(inSaved(o.userId));
  if (o.after) where.push(...after(o.after));
  return db
    .select(columns(o.userId))
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(...where))
    .orderBy(asc(events.start), asc(events.id))
    .limit(o.limit);
}

/** The caller's saved live events that started before now, most recent first. */
export function listSavedPast(db: Queryable, o: Omit<PageOptions, 'saved'>) {
  const where = [...filterWhere(o), lt(events.start, ts(o.now)), inSaved(o.userId)];
  if (o.after) where.push(...before(o.after));
  return db
    .select(columns(o.userId))
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(...where))
    .orderBy(desc(events.start), desc(events.id))
    .limit(o.limit);
}

/** The two tab counts for q: upcoming live events, and the caller's saved live events. */
export async function countEvents(db: Queryable, f: EventFilter & { now: string }) {
  const [[all], [saved]] = await Promise.all([
    db
      .select({ n: count() })
      .from(events)
      .where(and(...filterWhere(f), gte(events.start, ts(f.now)))),
    db
      .select({ n: count() })
      .from(savedItems)
      .innerJoin(events, eq(events.id, savedItems.itemId))
      .where(and(eq(savedItems.userId, f.userId), eq(savedItems.kind, 'event'), ...filterWhere(f))),
  ]);
  return { all: Number(all?.n ?? 0), saved: Number(saved?.n ?? 0) };
}

/**
 * One event as its page shows it (live, or cancelled after members were told) with its
 * description (raw third-party HTML, or the console's editor document) and last change.
 */
export async function findLiveEvent(db: Queryable, id: number, userId: number) {
  const [row] = await db
    .select({
      ...columns(userId),
      descriptionHtml: events.descriptionHtml,
      details: events.details,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.id, id), shownEvent))
    .limit(1);
  return row ?? null;
}
