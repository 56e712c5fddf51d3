// The rules of events for members (SPEC §4 Events): only live events are listed (an event's
// page also shows one cancelled after members were told, marked cancelled); the
// Upcoming tab is live events from now on, soonest first; the Saved tab keeps saved events
// after they have happened (upcoming first, then past, most recent first); details are
// sanitised HTML; the calendar file is one VEVENT in UTC.
import ical, { ICalEventStatus } from 'ical-generator';
import {
  EVENT_UNAVAILABLE,
  type EventDetailResponse,
  type EventFormat,
  type EventItem,
  type EventsResponse,
} from '@techgold/contracts/events';
import { venueLine } from '@techgold/contracts/event-venue';
import { htmlToText } from '@techgold/contracts/html-text';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.ts';
import {
  countEvents,
  findLiveEvent,
  listSavedPast,
  listUpcoming,
  type EventRow,
} from './repository.ts';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findLiveEvent>>>;
import { sanitiseDetails } from '../../lib/sanitise-html.ts';
import { documentHtml } from './document-html.ts';
import { slugify } from '../../lib/slug.ts';

export interface EventsListQuery {
  q?: string;
  from?: string;
  to?: string;
  format?: EventFormat;
  saved: boolean;
  limit: number;
  cursor?: string;
}

/** The details as sanitised HTML: the console's editor document, else the HTML from before. */
const detailsHtml = (row: Pick<DetailRow, 'details' | 'descriptionHtml'>) =>
  sanitiseDetails(row.details ? documentHtml(row.details) : row.descriptionHtml);

function toItem(row: EventRow): EventItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    image_url: row.imageUrl,
    url: row.url,
    venue:
      row.venueId === null
        ? null
        : {
            region: row.region,
            address1: row.address1,
            address2: row.address2,
            city: row.city,
            country: row.country,
            postcode: row.postcode,
          },
    saved: row.saved,
  };
}

/** A file name from the event's name: "Tech Careers Fair: Leeds" → tech-careers-fair-leeds. */
function slug(name: string, id: number): string {
  return slugify(name) || `event-${id}`;
}

export function createEventsService({ db, publicBaseUrl }: { db: Db; publicBaseUrl: string }) {
  const host = new URL(publicBaseUrl).hostname;

  async function listForMember(userId: number, q: EventsListQuery): Promise<EventsResponse> {
    const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
    const clock = new Date().toISOString();
    // One "now" per listing: later pages reuse the first page's, so an event starting while
    // someone pages through the Saved tab is neither shown twice nor skipped. The counts are
    // of the lists as they stand now.
    const now = cursor?.now ?? clock;
    const want = q.limit + 1; // one row more than asked says whether a next page exists
    const filter = { userId, q: q.q, from: q.from, to: q.to, format: q.format };
    const base = { ...filter, now };

    const [upcoming, counts] = await Promise.all([
      cursor?.part === 'p'
        ? []
        : listUpcoming(db, { ...base, saved: q.saved, limit: want, after: cursor }),
      countEvents(db, { ...filter, now: clock }),
    ]);
    // The Saved tab continues into past events once the upcoming ones run out.
    const past =
      q.saved && upcoming.length < want
        ? await listSavedPast(db, {
            ...base,
            limit: want - upcoming.length,
            after: cursor?.part === 'p' ? cursor : undefined,
          })
        : [];
    const rows: Array<{ row: EventRow; part: Cursor['part'] }> = [
      ...upcoming.map((row) => ({ row, part: 'u' as const })),
      ...past.map((row) => ({ row, part: 'p' as const })),
    ];
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      events: page.map(({ row }) => toItem(row)),
      total: q.saved ? counts.saved : counts.all,
      counts,
      next_cursor:
        rows.length > q.limit && last
          ? encodeCursor({ part: last.part, start: last.row.startText, id: last.row.id, now })
          : null,
    };
  }

  async function findForMember(userId: number, idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await findLiveEvent(db, id, userId);
    if (!row) throw new NotFoundError(EVENT_UNAVAILABLE);
    return row;
  }

  /**
   * One live event and its description as sanitised HTML. Sanitising takes about 0.3 ms for a
   * typical description, less than the query, so it is done on every request rather than
   * cached (a cache would have to be bounded and trust updated_at to change on every sync).
   */
  async function getForMember(userId: number, idText: string): Promise<EventDetailResponse> {
    const row = await findForMember(userId, idText);
    return {
      event: toItem(row),
      details: detailsHtml(row),
      body: row.details ? JSON.stringify(row.details) : null,
    };
  }

  /** The event as an iCalendar file: one VEVENT, times in UTC, a UID stable per event. */
  async function calendarFile(
    userId: number,
    idText: string,
  ): Promise<{ filename: string; body: string }> {
    const row = await findForMember(userId, idText);
    const event = toItem(row);
    const calendar = ical({
      prodId: { company: 'Tech Industry Gold', product: 'Events', language: 'EN' },
    });
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: row.start,
      end: row.end,
      // DTSTAMP: when this information last changed, so the same event gives the same file.
      stamp: row.updatedAt,
      summary: event.name,
      location: venueLine(event.venue) || null,
      url: event.url,
      description: htmlToText(detailsHtml(row)) || null,
      ...(row.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    });
    return { filename: `${slug(event.name, event.id)}.ics`, body: calendar.toString() };
  }

  return { listForMember, getForMember, calendarFile };
}

export type EventsService = ReturnType<typeof createEventsService>;
