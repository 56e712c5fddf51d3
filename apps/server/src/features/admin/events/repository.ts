// SQL for events in the console and for the events-platform sync: every event whatever its
// status, with its venue; writes stamp a millisecond version; the sync upserts by external id.
import { sql } from 'drizzle-orm';
import type { AdminEventsQuery } from '@techgold/contracts/admin/events';
import type { EditorDocument } from '@techgold/contracts/editor';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface VenueFields {
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country: string | null;
}

export interface EventFields {
  name: string;
  start: Date;
  end: Date;
  time_zone: string;
  image_url: string | null;
  url: string | null;
  details_html: string | null;
  /** The block editor's document (console events written since); the sync leaves it out. */
  details?: EditorDocument | null;
}

export interface EventRow extends EventFields {
  id: number;
  status: string;
  external_id: string | null;
  venue_id: number | null;
  venue_external_id: string | null;
  venue: VenueFields | null;
  announced_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT = sql`select e.id, e.name, e.status, e.starts_at as start, e.ends_at as "end",
    e.time_zone, e.image_url, e.url, e.description_html as details_html, e.details, e.external_id,
    e.venue_id, e.announced_at, e.created_at, e.updated_at, v.external_id as venue_external_id,
    case when v.id is null then null else json_build_object('name', v.name,
      'address1', v.address1, 'address2', v.address2, 'city', v.city, 'region', v.region,
      'postcode', v.postcode, 'country', v.country) end as venue
  from events e left join venues v on v.id = e.venue_id`;

const ORDER = {
  start: sql`e.starts_at`,
  name: sql`lower(e.name)`,
  updated: sql`e.updated_at`,
} as const;

const jsonOf = <T>(v: T | string | null | undefined): T | null =>
  typeof v === 'string' ? (JSON.parse(v) as T) : (v ?? null);

const normalise = (r: EventRow): EventRow => ({
  ...r,
  details: jsonOf(r.details),
  start: new Date(r.start),
  end: new Date(r.end),
  venue: typeof r.venue === 'string' ? (JSON.parse(r.venue) as VenueFields) : r.venue,
});

export async function listEvents(q: Queryable, query: AdminEventsQuery) {
  const parts = [sql`true`];
  if (query.q) parts.push(sql`e.name ilike ${containsPattern(query.q)}`);
  if (query.status) parts.push(sql`e.status = ${query.status}`);
  if (query.source === 'platform') parts.push(sql`e.external_id is not null`);
  if (query.source === 'console') parts.push(sql`e.external_id is null`);
  if (query.when === 'upcoming') parts.push(sql`e.ends_at >= now()`);
  if (query.when === 'past') parts.push(sql`e.ends_at < now()`);
  const filter = sql.join(parts, sql` and `);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<EventRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, e.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from events e where ${filter}`),
  ]);
  return { rows: rows.map(normalise), total: Number(total?.n ?? 0) };
}

export async function findEvent(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<EventRow>(
    q,
    sql`${SELECT} where e.id = ${id} ${lock ? sql`for update of e` : sql``}`,
  );
  return row ? normalise(row) : null;
}

export async function insertVenue(q: Queryable, v: VenueFields, externalId: string | null = null) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into venues (name, address1, address2, city, region, postcode, country, external_id)
        values (${v.name}, ${v.address1}, ${v.address2}, ${v.city}, ${v.region}, ${v.postcode},
                ${v.country}, ${externalId})
        returning id`,
  );
  return Number(row!.id);
}

export async function updateVenue(q: Queryable, id: number, v: VenueFields) {
  await q.execute(
    sql`update venues set name = ${v.name}, address1 = ${v.address1}, address2 = ${v.address2},
          city = ${v.city}, region = ${v.region}, postcode = ${v.postcode}, country = ${v.country}
        where id = ${id}`,
  );
}

const documentOf = (f: EventFields) =>
  f.details ? sql`${JSON.stringify(f.details)}::jsonb` : sql`null`;

const VERSION = sql`greatest(date_trunc('milliseconds', now()),
  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

export async function insertEvent(q: Queryable, f: EventFields, venueId: number | null) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into events (name, status, starts_at, ends_at, time_zone, image_url, url,
          description_html, details, venue_id, created_at, updated_at)
        values (${f.name}, 'draft', ${f.start.toISOString()}, ${f.end.toISOString()}, ${f.time_zone},
          ${f.image_url}, ${f.url}, ${f.details_html}, ${documentOf(f)}, ${venueId},
          date_trunc('milliseconds', now()), date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateEvent(
  q: Queryable,
  id: number,
  f: EventFields,
  venueId: number | null,
) {
  await q.execute(
    sql`update events set name = ${f.name}, starts_at = ${f.start.toISOString()},
          ends_at = ${f.end.toISOString()}, time_zone = ${f.time_zone}, image_url = ${f.image_url},
          url = ${f.url}, description_html = ${f.details_html}, details = ${documentOf(f)},
          venue_id = ${venueId},
          updated_at = ${VERSION}
        where id = ${id}`,
  );
}

/** Sets the status (with a new version); going live is announced by `markAnnounced`. */
export async function setStatus(q: Queryable, id: number, status: string) {
  await q.execute(
    sql`update events set status = ${status}, updated_at = ${VERSION} where id = ${id}`,
  );
}

/**
 * Back to draft before anyone was told: the announcement is cleared, so publishing again
 * notifies members then (the job already queued finds a draft and tells nobody).
 */
export async function unpublish(q: Queryable, id: number) {
  await q.execute(
    sql`update events set status = 'draft', announced_at = null, updated_at = ${VERSION}
        where id = ${id}`,
  );
}

/**
 * Members publishing would notify now: the fan-out's audience (active members whose event
 * notifications are on, by their own choice or the type's default).
 */
export async function audienceCount(q: Queryable) {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n
        from notification_types t
        join users u on u.status = 'active'
        left join notification_preferences p
          on p.user_id = u.id and p.notification_type_id = t.id
        where t.title = 'Event' and t.kind = 'published'
          and coalesce(p.active, t.active_by_default)`,
  );
  return Number(row?.n ?? 0);
}

/** Active members who saved the event. */
export async function saverCount(q: Queryable, id: number) {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from saved_items s join users u on u.id = s.user_id
        where s.kind = 'event' and s.item_id = ${id} and u.status = 'active'`,
  );
  return Number(row?.n ?? 0);
}

/** Whether the "event published" fan-out has told anyone about this event. */
export async function notified(q: Queryable, id: number) {
  const [row] = await selectRows<{ told: boolean }>(
    q,
    sql`select exists (select 1 from notifications n
          join notification_types t on t.id = n.notification_type_id
          where t.title = 'Event' and n.item_id = ${id}) as told`,
  );
  return Boolean(row?.told);
}

/** The "event cancelled" notice type, created on first use (a notice, not a preference). */
export async function cancelledNoticeTypeId(q: Queryable, title: string) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into notification_types (title, icon, kind, active_by_default, sort_order)
        values (${title}, 'calendar', 'notice', true, 1002)
        on conflict (title) do update set kind = 'notice'
        returning id`,
  );
  return Number(row!.id);
}

/**
 * Tells every active member who saved the event that it is cancelled: one notice each, at most
 * once per event (the notifications' unique index). Answers how many were told.
 */
export async function noticeSavers(
  q: Queryable,
  n: { typeId: number; eventId: number; title: string; url: string },
) {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`with told as (
          insert into notifications (user_id, notification_type_id, title, url, item_id)
          select s.user_id, ${n.typeId}, ${n.title}, ${n.url}, ${n.eventId}
          from saved_items s join users u on u.id = s.user_id
          where s.kind = 'event' and s.item_id = ${n.eventId} and u.status = 'active'
          on conflict (user_id, notification_type_id, item_id) where item_id is not null
          do nothing
          returning 1)
        select count(*)::int as n from told`,
  );
  return Number(row?.n ?? 0);
}

// ---- The sync -----------------------------------------------------------------------------

export async function venueByExternalId(q: Queryable, externalId: string) {
  const [row] = await selectRows<VenueFields & { id: number }>(
    q,
    sql`select id, name, address1, address2, city, region, postcode, country
        from venues where external_id = ${externalId}`,
  );
  return row ?? null;
}

/** The synced event with this external id, locked (null when new). */
export async function lockSyncedEvent(q: Queryable, externalId: string) {
  const [row] = await selectRows<EventRow>(
    q,
    sql`${SELECT} where e.external_id = ${externalId} for update of e`,
  );
  return row ? normalise(row) : null;
}

/**
 * Inserts a synced event, or answers null when another run inserted the same external id
 * first (the unique index decides; never a duplicate).
 */
export async function insertSyncedEvent(
  q: Queryable,
  externalId: string,
  status: string,
  f: EventFields,
  venueId: number | null,
) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into events (name, status, starts_at, ends_at, time_zone, image_url, url,
          description_html, venue_id, external_id, created_at, updated_at)
        values (${f.name}, ${status}, ${f.start.toISOString()}, ${f.end.toISOString()},
          ${f.time_zone}, ${f.image_url}, ${f.url}, ${f.details_html}, ${venueId}, ${externalId},
          date_trunc('milliseconds', now()), date_trunc('milliseconds', now()))
        on conflict (external_id) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

export async function updateSyncedEvent(
  q: Queryable,
  id: number,
  status: string,
  f: EventFields,
  venueId: number | null,
) {
  await updateEvent(q, id, f, venueId);
  await q.execute(sql`update events set status = ${status} where id = ${id}`);
}

/** Marks a live event announced, once; true when this call did it. */
export async function markAnnounced(q: Queryable, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`update events set announced_at = now()
        where id = ${id} and status = 'live' and announced_at is null returning id`,
  );
  return rows.length > 0;
}
