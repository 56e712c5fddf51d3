// Events in the console (decision 0066, 0092): editors and admins create and edit events (times
// as wall-clock times in a named zone, a venue, an uploaded image, details written in the
// articles' block editor and cleaned by their rules on save; details HTML from before, cut down
// to the articles' allow-list, is still read), publish them — members who opted in are told
// once, by the existing fan-out — take them back to draft until that has happened, and cancel
// them, which tells the members who saved them. Events that come from the events platform are
// the platform's: the sync (sync.ts) keeps them, the console only reads them.
import {
  eventMessages,
  type AdminEventsQuery,
  type EventCreate,
  type EventPatch,
} from '@techgold/contracts/admin/events';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { EVENT_PUBLISHED_QUEUE, type EventPublishedJob } from '../../../lib/queues.ts';
import { sanitiseDetails } from '../../../lib/sanitise-html.ts';
import { isTimeZone, localTime, zonedToInstant } from '../../../lib/zoned-time.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import { canonical, prepareDetails, type PrepareBody } from './details.ts';
import * as repo from './repository.ts';

export interface EventsAdminDeps {
  db: Db;
  change: AuditedChange;
  jobs: Pick<Jobs, 'send'>;
  /** The insight body's checks and cleaning (features/insights/authoring/editor-body.ts). */
  prepareBody: PrepareBody;
}

/** The notice members who saved an event get when it is cancelled (a notice type's title). */
export const CANCELLED_NOTICE_TYPE = 'Event cancelled';
export const cancelledNotice = (name: string) => `${name} has been cancelled`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function listItem(r: repo.EventRow) {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    time_zone: r.time_zone,
    start_local: localTime(r.start, r.time_zone),
    end_local: localTime(r.end, r.time_zone),
    source: r.external_id === null ? ('console' as const) : ('platform' as const),
    announced_at: iso(r.announced_at),
    updated_at: iso(r.updated_at)!,
  };
}

function detailOf(r: repo.EventRow) {
  return {
    ...listItem(r),
    venue: r.venue,
    image_url: r.image_url,
    url: r.url,
    details_html: r.details_html,
    details: r.details ? JSON.stringify(r.details) : null,
    external_id: r.external_id,
    created_at: iso(r.created_at)!,
  };
}

/** Stored details: the allow-listed HTML, or null when nothing is left of it. */
export const cleanDetails = (html: string | null | undefined) =>
  html ? sanitiseDetails(html) || null : null;

type VenueInput = { [K in keyof repo.VenueFields]?: string | null };

/** The venue a form sent, every field present; null when it sent none or left it all empty. */
function venueOf(v: VenueInput | null | undefined): repo.VenueFields | null {
  if (!v) return null;
  const fields: repo.VenueFields = {
    name: v.name ?? null,
    address1: v.address1 ?? null,
    address2: v.address2 ?? null,
    city: v.city ?? null,
    region: v.region ?? null,
    postcode: v.postcode ?? null,
    country: v.country ?? null,
  };
  return Object.values(fields).every((x) => x === null) ? null : fields;
}

/** The times a form sent, read in its zone; field errors for zones and times that do not exist. */
function times(start: string, end: string, zone: string) {
  if (!isTimeZone(zone)) throw new ValidationError({ time_zone: [eventMessages.timeZone] });
  const s = zonedToInstant(start.slice(0, 16), zone);
  const e = zonedToInstant(end.slice(0, 16), zone);
  const errors: Record<string, string[]> = {};
  if (!s) errors.start = [eventMessages.noSuchTime];
  if (!e) errors.end = [eventMessages.noSuchTime];
  if (s && e && e <= s) errors.end = [eventMessages.endBeforeStart];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { start: s!, end: e! };
}

const auditView = (f: repo.EventFields, venue: repo.VenueFields | null) => ({
  name: f.name,
  start: f.start.toISOString(),
  end: f.end.toISOString(),
  time_zone: f.time_zone,
  image_url: f.image_url,
  url: f.url,
  details_html: f.details_html,
  details: f.details ? canonical(f.details.blocks) : null,
  venue: venue ? JSON.stringify(venue) : null,
});

export function createEventsAdminService({ db, change, jobs, prepareBody }: EventsAdminDeps) {
  /**
   * The details a form sent: the editor's document replaces any HTML from before; HTML alone
   * (the API as it was) is cut down to the allow-list and replaces the document.
   */
  function detailsOf(
    body: { details?: string | null; details_html?: string | null },
    current: Pick<repo.EventFields, 'details' | 'details_html'>,
  ): Pick<repo.EventFields, 'details' | 'details_html'> {
    if (body.details !== undefined) {
      return {
        details: body.details ? prepareDetails(prepareBody, body.details) : null,
        details_html: null,
      };
    }
    if (body.details_html !== undefined) {
      return { details: null, details_html: cleanDetails(body.details_html) };
    }
    return { details: current.details ?? null, details_html: current.details_html };
  }

  async function list(query: AdminEventsQuery) {
    const { rows, total } = await repo.listEvents(db, query);
    return { items: rows.map(listItem), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findEvent(db, id);
    if (!row) throw new NotFoundError();
    const [notifyCount, savedCount, notified] = await Promise.all([
      repo.audienceCount(db),
      repo.saverCount(db, row.id),
      repo.notified(db, row.id),
    ]);
    return {
      ...detailOf(row),
      notify_count: notifyCount,
      saved_count: savedCount,
      notified,
    };
  }

  /** The locked event a console change may touch: one of ours, never the platform's. */
  async function ours(tx: Tx, idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findEvent(tx, id, true);
    if (!row) throw new NotFoundError();
    if (row.external_id !== null) throw new HttpError(409, eventMessages.fromPlatform);
    return row;
  }

  async function create(caller: StaffCaller, body: EventCreate) {
    const { start, end } = times(body.start, body.end, body.time_zone);
    const fields: repo.EventFields = {
      name: body.name,
      start,
      end,
      time_zone: body.time_zone,
      image_url: body.image_url ?? null,
      url: body.url ?? null,
      ...detailsOf(body, { details: null, details_html: null }),
    };
    const venue = venueOf(body.venue);
    const id = await change(caller, async (tx, audit) => {
      const venueId = venue ? await repo.insertVenue(tx, venue) : null;
      const created = await repo.insertEvent(tx, fields, venueId);
      await audit({
        kind: 'event.create',
        targetType: 'event',
        targetId: created,
        after: auditView(fields, venue),
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: EventPatch) {
    const id = await change(caller, async (tx, audit) => {
      const row = await ours(tx, idText);
      assertVersion(new Date(row.updated_at), patch.updated_at);
      const zone = patch.time_zone ?? row.time_zone;
      const when =
        patch.start !== undefined || patch.end !== undefined || patch.time_zone !== undefined
          ? times(
              patch.start ?? localTime(row.start, row.time_zone),
              patch.end ?? localTime(row.end, row.time_zone),
              zone,
            )
          : { start: row.start, end: row.end };
      const next: repo.EventFields = {
        name: patch.name ?? row.name,
        start: when.start,
        end: when.end,
        time_zone: zone,
        image_url: patch.image_url !== undefined ? patch.image_url : row.image_url,
        url: patch.url !== undefined ? patch.url : row.url,
        ...detailsOf(patch, row),
      };
      const venue = patch.venue === undefined ? row.venue : venueOf(patch.venue);
      const diff = changedFields(auditView(row, row.venue), auditView(next, venue));
      if (!Object.keys(diff.after).length) return row.id;
      let venueId = row.venue_id;
      if (patch.venue !== undefined) {
        if (!venue) venueId = null;
        // A venue the platform shares between events is never edited from here.
        else if (venueId !== null && row.venue_external_id === null) {
          await repo.updateVenue(tx, venueId, venue);
        } else venueId = await repo.insertVenue(tx, venue);
      }
      await repo.updateEvent(tx, row.id, next, venueId);
      await audit({ kind: 'event.update', targetType: 'event', targetId: row.id, ...diff });
      return row.id;
    });
    return detail(String(id));
  }

  /**
   * Publishes (live). The first time an event goes live the "event published" job is sent in
   * the same transaction, so members who opted in are notified exactly once: a publish that
   * fails sends nothing, and publishing again after a cancel tells nobody twice.
   */
  async function publish(caller: StaffCaller, idText: string, version: string) {
    const id = await change(caller, async (tx, audit) => {
      const row = await ours(tx, idText);
      assertVersion(new Date(row.updated_at), version);
      if (row.end.getTime() <= Date.now()) throw new HttpError(422, eventMessages.ended);
      if (row.status !== 'live') {
        await repo.setStatus(tx, row.id, 'live');
        await audit({
          kind: 'event.publish',
          targetType: 'event',
          targetId: row.id,
          before: { status: row.status },
          after: { status: 'live' },
        });
      }
      if (await repo.markAnnounced(tx, row.id)) {
        await jobs.send<EventPublishedJob>(EVENT_PUBLISHED_QUEUE, { eventId: row.id }, tx);
      }
      return row.id;
    });
    return detail(String(id));
  }

  /**
   * Back to draft, while nobody has been told: the fan-out holds the event while it runs
   * (notifications/repository.ts findLiveEvent), so this either waits and then sees its
   * notifications, or commits first and the fan-out finds a draft and tells nobody.
   */
  async function unpublish(caller: StaffCaller, idText: string, version: string) {
    const id = await change(caller, async (tx, audit) => {
      const row = await ours(tx, idText);
      assertVersion(new Date(row.updated_at), version);
      if (row.status !== 'live') throw new HttpError(409, eventMessages.notLive);
      if (await repo.notified(tx, row.id)) throw new HttpError(409, eventMessages.notified);
      await repo.unpublish(tx, row.id);
      await audit({
        kind: 'event.unpublish',
        targetType: 'event',
        targetId: row.id,
        before: { status: row.status },
        after: { status: 'draft' },
      });
      return row.id;
    });
    return detail(String(id));
  }

  /**
   * Cancels. Members who were told about it still find its page, marked cancelled; everyone
   * who saved it gets a notice, in the same transaction, once per event.
   */
  async function cancel(caller: StaffCaller, idText: string, version: string) {
    const id = await change(caller, async (tx, audit) => {
      const row = await ours(tx, idText);
      assertVersion(new Date(row.updated_at), version);
      if (row.status !== 'cancelled') {
        await repo.setStatus(tx, row.id, 'cancelled');
        const typeId = await repo.cancelledNoticeTypeId(tx, CANCELLED_NOTICE_TYPE);
        const told = await repo.noticeSavers(tx, {
          typeId,
          eventId: row.id,
          title: cancelledNotice(row.name),
          url: `/event/${row.id}`,
        });
        await audit({
          kind: 'event.cancel',
          targetType: 'event',
          targetId: row.id,
          before: { status: row.status },
          after: { status: 'cancelled', members_told: told },
        });
      }
      return row.id;
    });
    return detail(String(id));
  }

  return { list, detail, create, update, publish, unpublish, cancel };
}

export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
