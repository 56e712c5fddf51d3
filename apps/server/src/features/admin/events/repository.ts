// SQL for events in the console and for the events-platform sync: every event whatever its
// status, with its venue; writes stamp a millisecond version; the sync upserts by external id.
import { sql } from 'drizzle-orm';
import type { AdminEventsQuery } from '@techgold/contracts/admin-content';
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
    e.time_zone, e.image_url, e.url, e.description_html as details_html, e.external_id,
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

const normalise = (r: EventRow): EventRow => ({
  ...r,
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

const VERSION = sql`greatest(date_trunc('milliseconds', now()),
  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

export async function insertEvent(q: Queryable, f: EventFields, venueId: number | null) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into events (name, status, starts_at, ends_at, time_zone, image_url, url,
          description_html, venue_id, created_at, updated_at)
        values (${f.name}, 'draft', ${f.start.toISOString()}, ${f.end.toISOString()}, ${f.time_zone},
          ${f.image_url}, ${f.url}, ${f.details_html}, ${venueId},
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
          url = ${f.url}, description_html = ${f.details_html}, venue_id = ${venueId},
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
