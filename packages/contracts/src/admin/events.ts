// Events as the console writes, publishes and cancels them, and the events-platform sync
// (editors and admins; decisions 0066, 0092). Edits carry the `updated_at` they read.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  noNul,
  optionalText,
  pageFields,
  sortDir,
  adminText as text,
  versionField,
  website,
} from './common.ts';

export const adminEventStatuses = [
  'draft',
  'live',
  'started',
  'ended',
  'completed',
  'cancelled',
] as const;

export const eventMessages = {
  noSuchTime: 'This time does not exist in that time zone (the clocks go forward then).',
  endBeforeStart: 'Enter an end time after the start time.',
  timeZone: 'Choose a time zone such as Europe/London.',
  fromPlatform:
    'This event comes from the events platform: change it there, and the next sync brings the change.',
  ended: 'This event has already ended: it cannot be published.',
  syncOff: 'The events platform is not configured (EVENTS_API_TOKEN and EVENTS_ORGANIZATION_ID).',
  syncRunning: 'A sync with the events platform is already running: try again in a minute.',
  notLive: 'Only a published event can go back to draft.',
  notified:
    'Members have already been told about this event, so it cannot go back to draft. Cancel the event instead.',
  detailsUnreadable: 'The details could not be read. Reload the page and try again.',
  detailsTooLong: 'The details are too long to save. Shorten them.',
  detailsBlock: 'Event details can have paragraphs, headings, lists and images only.',
} as const;

/** What an event's details may hold: the newsletter's blocks (no embeds, files or checklists). */
export const EVENT_DETAILS_BLOCK_TYPES = ['paragraph', 'header', 'list', 'image'] as const;
export const EVENT_DETAILS_MAX_BYTES = 200_000;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?$/;

/** A wall-clock time as an <input type="datetime-local"> sends it, read in `time_zone`. */
const localDateTime = (label: string) =>
  z
    .string({ error: `The ${label} must be a date and time.` })
    .max(20, `The ${label} must be a date and time.`)
    .regex(LOCAL_TIME, `The ${label} must be a date and time.`);

const eventTimeZone = z
  .string({ error: eventMessages.timeZone })
  .trim()
  .min(1, eventMessages.timeZone)
  .max(64, eventMessages.timeZone)
  .regex(/^[A-Za-z0-9_+\-/]+$/, eventMessages.timeZone);

const venueText = (label: string, max = 200) => optionalText(label, max);
export const venueBody = z
  .object({
    name: venueText('venue name'),
    address1: venueText('address line 1'),
    address2: venueText('address line 2'),
    city: venueText('town or city', 100),
    region: venueText('region', 100),
    postcode: venueText('postcode', 20),
    country: venueText('country', 100),
  })
  .strict();

/** An image uploaded through the image pipeline (POST /api/upload/image answers its url). */
const uploadedImage = z
  .string({ error: 'The image must be an uploaded image.' })
  .max(200, 'The image must be an uploaded image.')
  .regex(
    /^\/media\/uploads\/[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}$/,
    'The image must be an uploaded image.',
  )
  .nullable()
  .optional();

const eventFields = {
  venue: venueBody.nullable().optional(),
  image_url: uploadedImage,
  url: website,
  details_html: z
    .string({ error: 'The details must be text.' })
    .max(100_000, 'The details may not be longer than 100000 characters.')
    .refine(noNul, 'The details contain an invalid character.')
    .nullable()
    .optional(),
  /**
   * The details written in the block editor: the editor document as a JSON string, like an
   * insight's `body`. Checked and cleaned on save; it replaces details_html, which stays for
   * events written before and for the events platform's HTML.
   */
  details: z
    .string({ error: 'The details must be the editor document.' })
    .max(EVENT_DETAILS_MAX_BYTES * 2, eventMessages.detailsTooLong)
    .nullable()
    .optional(),
};

/**
 * The end after the start, checked in the browser and on the server with the same words. Both
 * are wall-clock times in one zone, so their text compares as their times do.
 */
const endAfterStart = (v: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  const read = (t: unknown) =>
    typeof t === 'string' && LOCAL_TIME.test(t) ? t.slice(0, 16) : null;
  const [start, end] = [read(v.start), read(v.end)];
  if (start && end && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: eventMessages.endBeforeStart });
  }
};

export const eventCreate = z
  .object({
    name: text('name', 200),
    start: localDateTime('start'),
    end: localDateTime('end'),
    time_zone: eventTimeZone,
    ...eventFields,
  })
  .strict()
  .superRefine(endAfterStart);
export type EventCreate = z.infer<typeof eventCreate>;

export const eventPatch = z
  .object({
    updated_at: versionField,
    name: text('name', 200).optional(),
    start: localDateTime('start').optional(),
    end: localDateTime('end').optional(),
    time_zone: eventTimeZone.optional(),
    ...eventFields,
  })
  .strict()
  .superRefine(endAfterStart);
export type EventPatch = z.infer<typeof eventPatch>;

export const adminEventsQuery = z.object({
  q: adminSearch,
  status: z
    .enum(adminEventStatuses, { error: `Choose one of: ${adminEventStatuses.join(', ')}.` })
    .optional(),
  source: z.enum(['console', 'platform'], { error: 'Choose console or platform.' }).optional(),
  when: z.enum(['upcoming', 'past'], { error: 'Choose upcoming or past.' }).optional(),
  sort: z
    .enum(['start', 'name', 'updated'], { error: 'Sort by start, name or updated.' })
    .default('start'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuery>;

const venueOut = z.object({
  name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
});

export const adminEventListItem = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  /** Instants (ISO, UTC). */
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  /** The same times as wall-clock times in `time_zone` (YYYY-MM-DDTHH:mm), for the form. */
  start_local: z.string(),
  end_local: z.string(),
  source: z.enum(['console', 'platform']),
  announced_at: z.string().nullable(),
  updated_at: z.string(),
});
export const adminEventsPage = z.object({ items: z.array(adminEventListItem), ...pageFields });

export const adminEventDetail = adminEventListItem.extend({
  venue: venueOut.nullable(),
  image_url: z.string().nullable(),
  url: z.string().nullable(),
  /** Legacy and events-platform details: allow-listed HTML (null once `details` is written). */
  details_html: z.string().nullable(),
  /** The details as the block editor wrote them (the document as a JSON string), else null. */
  details: z.string().nullable(),
  external_id: z.string().nullable(),
  created_at: z.string(),
  /** Members publishing would notify now: active, with event notifications on. */
  notify_count: z.number(),
  /** Members who saved it: cancelling tells them. */
  saved_count: z.number(),
  /** Members have been notified (the fan-out has run): it can no longer go back to draft. */
  notified: z.boolean(),
});
export type AdminEventDetail = z.infer<typeof adminEventDetail>;

/** What a sync with the events platform did. */
export const eventSyncReport = z.object({
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  /** Events the platform listed that could not be read: not written, with the reason. */
  skipped: z.array(z.object({ external_id: z.string().nullable(), reason: z.string() })),
  /** Set when the sync stopped early (platform down, an unreadable page); what came before stays. */
  error: z.string().nullable(),
});
export type EventSyncReport = z.infer<typeof eventSyncReport>;
