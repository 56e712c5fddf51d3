// The events-platform sync (decision 0066): reads the organisation's events page by page, each
// one's venue and its description HTML, and upserts them by external id — one transaction per
// event, with its audit row — so running it twice, or twice at once, never duplicates. An event
// that goes live here for the first time is announced to members once, as a console publish
// is. It reports what it added, changed, left unchanged and skipped (could not read); a
// platform that is down or answers nonsense stops the run with the reason, keeping what came
// before. Run by the schedule (admin/jobs.ts) and on demand from the console.
import type { EventSyncReport } from '@techgold/contracts/admin/events';
import { eventMessages } from '@techgold/contracts/admin/events';
import { HttpError } from '../../../lib/errors.ts';
import { EVENT_PUBLISHED_QUEUE, type EventPublishedJob } from '../../../lib/queues.ts';
import { isTimeZone } from '../../../lib/zoned-time.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import {
  EventsAnswerError,
  EventsUnavailableError,
  type EventsPlatform,
  type PlatformEvent,
} from '../../../integrations/events/eventbrite.ts';
import { changedFields } from '../audit/redact.ts';
import type { Actor, AuditedChange } from '../audit/trail.ts';
import * as repo from './repository.ts';
import { cleanDetails } from './service.ts';

const MAX_SKIPPED = 100;

export interface EventsSyncDeps {
  change: AuditedChange;
  jobs: Pick<Jobs, 'send'>;
  platform: EventsPlatform | null;
}

const view = (f: repo.EventFields, status: string, venueId: number | null) => ({
  name: f.name,
  status,
  start: f.start.toISOString(),
  end: f.end.toISOString(),
  time_zone: f.time_zone,
  image_url: f.image_url,
  url: f.url,
  details_html: f.details_html,
  venue_id: venueId,
});

export function createEventsSync({ change, jobs, platform }: EventsSyncDeps) {
  let running = false;

  /** The venue's row (upserted by its external id), once per run. */
  async function venueId(
    actor: Actor,
    externalId: string,
    seen: Map<string, number | null>,
  ): Promise<number | null> {
    if (seen.has(externalId)) return seen.get(externalId)!;
    const v = await platform!.venue(externalId);
    let id: number | null = null;
    if (v) {
      const fields: repo.VenueFields = {
        name: v.name,
        address1: v.address1,
        address2: v.address2,
        city: v.city,
        region: v.region,
        postcode: v.postcode,
        country: v.country,
      };
      id = await change(actor, async (tx) => {
        const found = await repo.venueByExternalId(tx, externalId);
        if (!found) return repo.insertVenue(tx, fields, externalId);
        const { id: existing, ...was } = found;
        if (Object.keys(changedFields(was, { ...fields }).after).length) {
          await repo.updateVenue(tx, existing, fields);
        }
        return existing;
      });
    }
    seen.set(externalId, id);
    return id;
  }

  async function upsert(
    actor: Actor,
    e: PlatformEvent,
    details: string | null,
    venue: number | null,
  ): Promise<'added' | 'changed' | 'unchanged'> {
    const fields: repo.EventFields = {
      name: e.name,
      start: e.start,
      end: e.end,
      time_zone: e.timeZone,
      image_url: e.imageUrl,
      url: e.url,
      details_html: cleanDetails(details),
    };
    return change(actor, async (tx, audit) => {
      let outcome: 'added' | 'changed' | 'unchanged';
      let id: number;
      const current = await repo.lockSyncedEvent(tx, e.id);
      if (!current) {
        const inserted = await repo.insertSyncedEvent(tx, e.id, e.status, fields, venue);
        // Another run inserted it a moment ago: this run leaves it to that one.
        if (inserted === null) return 'unchanged';
        id = inserted;
        outcome = 'added';
        await audit({
          kind: 'event.sync_add',
          targetType: 'event',
          targetId: id,
          after: { ...view(fields, e.status, venue), external_id: e.id },
        });
      } else {
        id = current.id;
        const diff = changedFields(
          view(current, current.status, current.venue_id),
          view(fields, e.status, venue),
        );
        if (Object.keys(diff.after).length) {
          await repo.updateSyncedEvent(tx, id, e.status, fields, venue);
          await audit({ kind: 'event.sync_update', targetType: 'event', targetId: id, ...diff });
          outcome = 'changed';
        } else outcome = 'unchanged';
      }
      if (e.status === 'live' && (await repo.markAnnounced(tx, id))) {
        await jobs.send<EventPublishedJob>(EVENT_PUBLISHED_QUEUE, { eventId: id }, tx);
      }
      return outcome;
    });
  }

  /** One run; `actor` is the staff member who asked, or the system (scheduled). */
  async function run(actor: Actor): Promise<EventSyncReport> {
    if (!platform) throw new HttpError(409, eventMessages.syncOff);
    if (running) throw new HttpError(409, eventMessages.syncRunning);
    running = true;
    const report: EventSyncReport = {
      added: 0,
      changed: 0,
      unchanged: 0,
      skipped: [],
      error: null,
    };
    // The report (and its audit row) names at most MAX_SKIPPED events it could not read.
    const skip = (...items: EventSyncReport['skipped']) => {
      report.skipped.push(...items.slice(0, Math.max(0, MAX_SKIPPED - report.skipped.length)));
    };
    try {
      const venues = new Map<string, number | null>();
      for (let page: number | null = 1; page !== null;) {
        const result = await platform.listEvents(page);
        skip(...result.unreadable.map((u) => ({ external_id: u.id, reason: u.reason })));
        for (const e of result.events) {
          if (!isTimeZone(e.timeZone)) {
            skip({ external_id: e.id, reason: 'start.timezone: not a time zone' });
            continue;
          }
          const details = await platform.description(e.id);
          const venue = e.venueId ? await venueId(actor, e.venueId, venues) : null;
          report[await upsert(actor, e, details, venue)] += 1;
        }
        page = result.nextPage;
      }
    } catch (error) {
      if (!(error instanceof EventsUnavailableError || error instanceof EventsAnswerError)) {
        throw error;
      }
      report.error = error.message;
    } finally {
      running = false;
    }
    const happened =
      report.added + report.changed > 0 || report.skipped.length > 0 || report.error !== null;
    // Asked for, or something to say: the scheduled run's quiet half-hours leave no row.
    if (actor.userId !== null || happened)
      await change(actor, (_tx, audit) =>
        audit({
          kind: 'event.sync',
          targetType: 'event',
          targetId: 'platform',
          data: { ...report },
        }),
      );
    return report;
  }

  return { run, configured: platform !== null, busy: () => running };
}

export type EventsSync = ReturnType<typeof createEventsSync>;
