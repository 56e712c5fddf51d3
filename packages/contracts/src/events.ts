// Events (SPEC §3 Event, §4 Events): the member list GET /api/events, one event
// GET /api/event/{id} and its calendar file GET /api/event/{id}/calendar.ics. Members see
// only events the events platform reports as live.
import { z } from './zod.ts';
import { cursorParam, limitParam, savedParam, searchParam, tabCountsSchema } from './list-query.ts';

/** Where an event takes place, in the events platform's field names; blanks are null. */
export const eventVenueSchema = z.object({
  region: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type EventVenue = z.infer<typeof eventVenueSchema>;

/** One event. `start` and `end` are ISO 8601 instants (UTC); `url` is the ticket page. */
export const eventSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 'live' in lists; the event page also shows a cancelled event members were told about. */
  status: z.string(),
  start: z.string(),
  end: z.string(),
  /** A full https link, a site path (/media/…), or null. */
  image_url: z.string().nullable(),
  url: z.string().nullable(),
  venue: eventVenueSchema.nullable(),
  saved: z.boolean(),
});
export type EventItem = z.infer<typeof eventSchema>;

/**
 * Query of GET /api/events (signed in), all optional: q searches names (case-insensitive,
 * `%` and `_` taken literally); saved=1 is the Saved tab; limit 1–50 (default 20); cursor is
 * the previous page's next_cursor; from/to a range of UK days the event starts in; format
 * online (an event without a venue) or in_person. The tab counts follow every filter.
 */
const dayParam = (label: string) =>
  z
    .string({ error: `The ${label} date must be a date.` })
    .max(10, `The ${label} date must be a date like 2026-03-14.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} date must be a date like 2026-03-14.`)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
        new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      `The ${label} date is not a real date.`,
    )
    .optional();

/** Where an event takes place: online (no venue) or in person (at a venue). */
export const EVENT_FORMATS = ['online', 'in_person'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const eventsQuery = z
  .object({
    q: searchParam,
    saved: savedParam,
    limit: limitParam,
    cursor: cursorParam,
    /** Events starting on or after this UK day (YYYY-MM-DD). */
    from: dayParam('from'),
    /** Events starting on or before this UK day (YYYY-MM-DD). */
    to: dayParam('to'),
    format: z.enum(EVENT_FORMATS, { error: 'Choose online or in person.' }).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'The to date must be the same as or after the from date.',
  });
export type EventsQuery = z.input<typeof eventsQuery>;

/**
 * GET /api/events →
 * - events: the Upcoming tab is live events starting now or later, soonest first. The Saved
 *   tab (saved=1) is every live event the caller saved, past ones included (a member who
 *   saved an event still finds it afterwards): upcoming ones soonest first, then past ones
 *   most recent first.
 * - total: how many the current tab holds for q; counts: both tabs' counts for q
 *   (`all` = upcoming, `saved` = saved, past included).
 * - next_cursor: pass as `cursor` for the next page (same q and saved); null on the last.
 */
export const eventsResponse = z.object({
  events: z.array(eventSchema),
  total: z.number(),
  counts: tabCountsSchema,
  next_cursor: z.string().nullable(),
});
export type EventsResponse = z.infer<typeof eventsResponse>;

/** `{id}` of the event routes; anything but a positive whole number answers 404. */
export const eventParams = z.object({ id: z.string() });

/**
 * GET /api/event/{id} → JSON `{ event, details }` (not text/html): `details` is the events
 * platform's description, sanitised by the server to a small allow-list of tags (paragraphs,
 * emphasis, lists, h2–h4, blockquote, https/mailto links opening in a new tab, https images),
 * so the page may render it as HTML. A cancelled event members were told about is still shown,
 * with status 'cancelled'. Unknown, other non-live or non-numeric ids → 404 `{ message }`.
 */
export const eventDetailResponse = z.object({
  event: eventSchema,
  details: z.string(),
  /**
   * The details written in the staff console's block editor: the editor document as a JSON
   * string (like an insight's `body`), rendered by the articles' renderer. Null for events
   * written before it and for the events platform's, whose `details` HTML is shown instead.
   */
  body: z.string().nullable(),
});
export type EventDetailResponse = z.infer<typeof eventDetailResponse>;

/** The 404 message of the event routes. */
export const EVENT_UNAVAILABLE = 'This event is not available';
