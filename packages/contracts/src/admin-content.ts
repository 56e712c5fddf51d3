// The staff console's content requests and answers (back office part 2, decision 0066):
// courses and events. Same rules as admin.ts: every text bounded, lists page by limit + offset
// with a total, edits carry the `updated_at` they read.
import { z } from './zod.ts';
import { SUBSCRIBER_STATUSES } from './subscribers.ts';
import { publicInsightSchema } from './insights.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  noNul,
  optionalText,
  pageFields,
  adminText as text,
  capitalised,
  nounPhrase,
  versionField,
  website,
} from './admin.ts';

const idTitle = z.object({ id: z.number(), title: z.string() });
const sortDir = z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' });
const yesNo = (label: string) =>
  z.enum(['true', 'false'], { error: `The ${label} filter is true or false.` }).optional();

// ---- Courses -------------------------------------------------------------------------------

export const MAX_LEARNING_OUTCOMES = 30;
export const MAX_OUTCOME_LENGTH = 500;

export const courseMessages = {
  outcomeSemicolon:
    'A learning outcome cannot contain a semicolon (;): put each outcome on its own line.',
  outcomeTooLong: `Each learning outcome may be at most ${MAX_OUTCOME_LENGTH} characters.`,
  tooManyOutcomes: `Enter at most ${MAX_LEARNING_OUTCOMES} learning outcomes.`,
  unknownOption: 'Choose one from the list.',
  courseNotAtProvider: 'Choose a learning provider from the list.',
} as const;

/**
 * Learning outcomes as the console's textarea sends them: one per line. Blank lines and
 * surrounding spaces are dropped; a semicolon is refused, since the stored form (SPEC §3
 * `criteria`) joins outcomes with ';'.
 */
export const learningOutcomes = z
  .string({ error: 'The learning outcomes must be text.' })
  .max(
    MAX_LEARNING_OUTCOMES * (MAX_OUTCOME_LENGTH + 2),
    'The learning outcomes are too long: shorten them.',
  )
  .refine(noNul, 'The learning outcomes contain an invalid character.')
  .transform((v) =>
    v
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.every((l) => !l.includes(';')), courseMessages.outcomeSemicolon)
  .refine(
    (lines) => lines.every((l) => l.length <= MAX_OUTCOME_LENGTH),
    courseMessages.outcomeTooLong,
  )
  .refine((lines) => lines.length <= MAX_LEARNING_OUTCOMES, courseMessages.tooManyOutcomes);

/** `criteria` as stored (';'-joined) ↔ the console's one outcome per line. */
export const criteriaToLines = (criteria: string | null) =>
  (criteria ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');

const optionalLookup = (label: string) => idParam(label).nullable().optional();

const badgeDesign = z
  .string({ error: 'The badge must be text.' })
  .trim()
  .max(100, 'The badge may not be longer than 100 characters.')
  .regex(/^[A-Za-z0-9_.-]*$/, 'The badge is a badge design id (letters, digits, - _ .).')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const accreditedOn = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The accreditation date must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'The accreditation date is not a real date.')
  .nullable()
  .optional();

const courseFields = {
  description: optionalText('description', 20_000),
  learning_outcomes: learningOutcomes.optional(),
  duration: optionalText('duration', 100),
  url: website,
  badge_id: badgeDesign,
  programme_type_id: optionalLookup('programme type'),
  programme_level_id: optionalLookup('level'),
  subject_id: optionalLookup('subject'),
  location_id: optionalLookup('location'),
  accredited_on: accreditedOn,
  listed: z.boolean({ error: 'Choose listed or unlisted.' }).optional(),
};

export const courseCreate = z
  .object({
    title: text('title', 200),
    school_id: idParam('learning provider'),
    ...courseFields,
  })
  .strict();
export type CourseCreate = z.infer<typeof courseCreate>;

export const coursePatch = z
  .object({
    updated_at: versionField,
    title: text('title', 200).optional(),
    school_id: idParam('learning provider').optional(),
    ...courseFields,
  })
  .strict();
export type CoursePatch = z.infer<typeof coursePatch>;

export const adminCoursesQuery = z.object({
  q: adminSearch,
  school_id: idParam('learning provider').optional(),
  programme_type_id: idParam('programme type').optional(),
  listed: yesNo('listed'),
  sort: z
    .enum(['title', 'provider', 'updated', 'created'], {
      error: 'Sort by title, provider, updated or created.',
    })
    .default('title'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCoursesQuery = z.infer<typeof adminCoursesQuery>;

export const adminCourseListItem = z.object({
  id: z.number(),
  title: z.string(),
  school: idTitle,
  programme_type: idTitle.nullable(),
  programme_level: idTitle.nullable(),
  listed: z.boolean(),
  members: z.number(),
  credential_groups: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminCoursesPage = z.object({ items: z.array(adminCourseListItem), ...pageFields });

export const adminCourseDetail = adminCourseListItem.extend({
  description: z.string().nullable(),
  /** One outcome per line (stored as SPEC's ';'-separated `criteria`). */
  learning_outcomes: z.string(),
  duration: z.string().nullable(),
  url: z.string().nullable(),
  badge_id: z.string().nullable(),
  subject: idTitle.nullable(),
  location: idTitle.nullable(),
  accredited_on: z.string().nullable(),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetail>;

/** The choices of the course form's dropdowns. */
export const courseOptions = z.object({
  schools: z.array(idTitle),
  programme_types: z.array(idTitle),
  programme_levels: z.array(idTitle),
  subjects: z.array(idTitle),
  locations: z.array(idTitle),
});

// ---- Events --------------------------------------------------------------------------------

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

// ---- Newsletter subscribers ----------------------------------------------------------------

/** As the console names them: confirmed (double opt-in done), pending, unsubscribed. */
export const subscriberStates = ['confirmed', 'pending', 'unsubscribed'] as const;

export const adminSubscribersQuery = z.object({
  q: adminSearch,
  state: z
    .enum(subscriberStates, { error: 'Choose confirmed, pending or unsubscribed.' })
    .optional(),
  audience: z
    .enum(SUBSCRIBER_STATUSES, { error: `Choose one of: ${SUBSCRIBER_STATUSES.join(', ')}.` })
    .optional(),
  sort: z
    .enum(['created', 'email', 'confirmed'], { error: 'Sort by created, email or confirmed.' })
    .default('created'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuery>;

/** What the subscriber agreed to: when, on which page's form, and the exact wording. */
export const subscriberConsent = z.object({
  agreed_at: z.string(),
  page: z.string().nullable(),
  wording: z.string(),
});

export const adminSubscriber = z.object({
  id: z.number(),
  email: z.string(),
  state: z.enum(subscriberStates),
  audience: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  consents: z.array(subscriberConsent),
});
export const adminSubscribersPage = z.object({ items: z.array(adminSubscriber), ...pageFields });

/** The export's columns, in order (the first line of the CSV). */
export const SUBSCRIBER_EXPORT_COLUMNS = [
  'email',
  'audience',
  'subscribed_at',
  'confirmed_at',
  'consent_page',
  'consent_wording',
  'consent_at',
] as const;

// ---- Insights moderation -------------------------------------------------------------------

export const insightMessages = {
  notLive: 'Only a live, public insight can be featured on the home page.',
  notPublished: 'This insight is not live.',
  alreadyLive: 'This insight is already live.',
  /** Staff republish only what staff took down: a draft its author never published stays theirs. */
  notUnpublishedByStaff:
    'Only an insight our team unpublished can be republished. Its author has not published this one.',
} as const;

export const adminInsightsQuery = z.object({
  q: adminSearch,
  state: z.enum(['live', 'draft'], { error: 'Choose live or draft.' }).optional(),
  featured: yesNo('featured'),
  author_id: idParam('author').optional(),
  sort: z
    .enum(['created', 'updated', 'title'], { error: 'Sort by created, updated or title.' })
    .default('created'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminInsightsQuery = z.infer<typeof adminInsightsQuery>;

export const adminInsight = z.object({
  id: z.number(),
  title: z.string(),
  author: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    /** Part 1's permission: whether the author may still write. */
    can_write_articles: z.boolean(),
  }),
  live: z.boolean(),
  public: z.boolean(),
  featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminInsightsPage = z.object({ items: z.array(adminInsight), ...pageFields });

export const MODERATION_REASON_MAX = 1000;
/** A reason staff give for unpublishing or republishing: emailed to the author as written. */
const emailedReason = z
  .string({ error: 'Enter the reason the author will be emailed.' })
  .trim()
  .min(1, 'Enter the reason the author will be emailed.')
  .max(MODERATION_REASON_MAX, `The reason must be ${MODERATION_REASON_MAX} characters or fewer.`)
  .refine(noNul, 'The reason contains an invalid character.');

export const unpublishBody = z.object({
  updated_at: versionField,
  /** Emailed to the author. */
  reason: emailedReason,
});
/** Republishing puts back what staff unpublished; the reason is emailed to the author too. */
export const republishBody = unpublishBody;

/**
 * One insight as the console reads it: its moderation state, the article as the news page
 * draws it (whatever its state, so staff read what they judge), and, while it is down because
 * our team unpublished it, when and why.
 */
export const adminInsightDetail = adminInsight.extend({
  article: publicInsightSchema,
  unpublished: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminInsightDetail = z.infer<typeof adminInsightDetail>;

export const featureBody = z.object({
  updated_at: versionField,
  featured: z.boolean({ error: 'Choose featured or not.' }),
});

// ---- Tags, calls to action and quotes ------------------------------------------------------

export const tagTypes = [1, 2] as const;
export const tagMessages = {
  fixed: 'This is a news category tag: it cannot be renamed, retyped or deleted.',
  titleTaken: 'Another tag of this type already has this title.',
  type: 'Choose type 1 (industry) or 2 (topic or technology).',
} as const;

const tagType = z.union([z.literal(1), z.literal(2)], { error: tagMessages.type });
const tagTypeQuery = z.enum(['1', '2'], { error: tagMessages.type }).optional();

export const tagCreate = z.object({ title: text('title', 100), type: tagType }).strict();
export type TagCreate = z.infer<typeof tagCreate>;
export const tagPatch = z
  .object({
    updated_at: versionField,
    title: text('title', 100).optional(),
    type: tagType.optional(),
  })
  .strict();
export type TagPatch = z.infer<typeof tagPatch>;

export const adminTagsQuery = z.object({
  q: adminSearch,
  type: tagTypeQuery,
  sort: z
    .enum(['title', 'type', 'uses', 'updated'], { error: 'Sort by title, type, uses or updated.' })
    .default('title'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminTagsQuery = z.infer<typeof adminTagsQuery>;

/** Where a tag appears: the employers and insights that carry it. */
export const tagUses = z.object({ employers: z.number(), insights: z.number() });
export const adminTag = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  /** community, insights or impact: one of the three fixed news category tags; else null. */
  news_category: z.string().nullable(),
  fixed: z.boolean(),
  used_by: tagUses,
  updated_at: z.string(),
});
export type AdminTag = z.infer<typeof adminTag>;
export const adminTagsPage = z.object({ items: z.array(adminTag), ...pageFields });

/** DELETE …/tags/:id?cascade=true: also remove the tag from what uses it (audited). */
export const tagDeleteQuery = z.object({
  cascade: z.enum(['true', 'false'], { error: 'The cascade flag is true or false.' }).optional(),
});

/** Where a call to action shows, e.g. home, insights, dashboard, events. */
const pageKey = (label: string) =>
  z
    .string({ error: `Enter ${nounPhrase(label)}` })
    .trim()
    .min(1, `Enter ${nounPhrase(label)}`)
    .max(40, `${capitalised(label)} must be 40 characters or fewer`)
    .regex(/^[a-z0-9-]+$/, `The ${label} is a page key: lower-case letters, digits and hyphens.`);

/** A full http(s) link (opens in the browser) or a path on this site such as /courses. */
const ctaUrl = z
  .string({ error: 'The link must be text.' })
  .trim()
  .max(500, 'The link may not be longer than 500 characters.')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v),
    'Enter a link starting with https:// or a path on this site starting with /.',
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const ctaFields = {
  active: z.boolean({ error: 'Choose active or not.' }).optional(),
  description: optionalText('description', 1000),
  url: ctaUrl,
};
export const ctaCreate = z
  .object({ location: pageKey('location'), heading: text('heading', 200), ...ctaFields })
  .strict();
export type CtaCreate = z.infer<typeof ctaCreate>;
export const ctaPatch = z
  .object({
    updated_at: versionField,
    location: pageKey('location').optional(),
    heading: text('heading', 200).optional(),
    ...ctaFields,
  })
  .strict();
export type CtaPatch = z.infer<typeof ctaPatch>;

export const adminCtasQuery = z.object({
  q: adminSearch,
  location: pageKey('location').optional(),
  active: yesNo('active'),
  sort: z
    .enum(['heading', 'location', 'updated'], { error: 'Sort by heading, location or updated.' })
    .default('location'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCtasQuery = z.infer<typeof adminCtasQuery>;
export const adminCta = z.object({
  id: z.number(),
  active: z.boolean(),
  location: z.string(),
  heading: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  updated_at: z.string(),
});
export const adminCtasPage = z.object({ items: z.array(adminCta), ...pageFields });

export const MAX_QUOTE_PAGES = 20;
/** An avatar uploaded through the image pipeline, or one of the site's own avatars. */
const quoteAvatar = z
  .string({ error: 'The avatar must be an uploaded image.' })
  .max(200, 'The avatar must be an uploaded image.')
  .regex(
    /^\/media\/(uploads\/[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}|avatars\/[a-z0-9-]{1,60}\.svg)$/,
    'The avatar must be an uploaded image.',
  )
  .nullable()
  .optional();
const quotePages = z
  .array(pageKey('page'), { error: 'The pages must be a list of page keys.' })
  .max(MAX_QUOTE_PAGES, `Choose at most ${MAX_QUOTE_PAGES} pages.`)
  .transform((v) => [...new Set(v)]);
const quoteFields = {
  source: optionalText('source', 200),
  avatar: quoteAvatar,
};
export const quoteCreate = z
  .object({
    text: text('quote', 1000),
    name: text('name', 200),
    pages: quotePages.default([]),
    ...quoteFields,
  })
  .strict();
export type QuoteCreate = z.infer<typeof quoteCreate>;
export const quotePatch = z
  .object({
    updated_at: versionField,
    text: text('quote', 1000).optional(),
    name: text('name', 200).optional(),
    pages: quotePages.optional(),
    ...quoteFields,
  })
  .strict();
export type QuotePatch = z.infer<typeof quotePatch>;

export const adminQuotesQuery = z.object({
  q: adminSearch,
  page: pageKey('page').optional(),
  sort: z.enum(['name', 'updated'], { error: 'Sort by name or updated.' }).default('name'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminQuotesQuery = z.infer<typeof adminQuotesQuery>;
export const adminQuote = z.object({
  id: z.number(),
  text: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The pages it rotates on: where it appears. */
  pages: z.array(z.string()),
  updated_at: z.string(),
});
export const adminQuotesPage = z.object({ items: z.array(adminQuote), ...pageFields });

// ---- Credentials (local platform; read-only with a hosted one) -----------------------------

export const credentialMessages = {
  hosted:
    'Credentials are issued and revoked on the hosted credentials platform: this console shows them read-only.',
  alreadyRevoked: 'This credential has already been revoked.',
  unknownMember: 'Choose an active member.',
  unknownBadge: 'Choose a badge from the list.',
  /** As a cohort import says it: one active credential per member and badge. */
  alreadyHeld: 'This member already holds this badge.',
} as const;

const dayField = (label: string) =>
  z
    .string({ error: `The ${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date (YYYY-MM-DD).`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `The ${label} is not a real date.`);

export const credentialIssue = z
  .object({
    user_id: idParam('member'),
    group_id: idParam('badge'),
    /** The day it was earned; today when absent. */
    issued_on: dayField('issue date').optional(),
    expires_on: dayField('expiry date').nullable().optional(),
  })
  .strict()
  .refine((b) => !b.issued_on || !b.expires_on || b.expires_on > b.issued_on, {
    message: 'The expiry date must be after the issue date.',
    path: ['expires_on'],
  });
export type CredentialIssue = z.infer<typeof credentialIssue>;

/** How long a revocation's reason may be. */
export const REVOKE_REASON_MAX = 500;

export const credentialRevoke = z
  .object({
    /** Kept for staff; the public verification page then says revoked. */
    reason: text('reason', REVOKE_REASON_MAX),
  })
  .strict();

export const adminCredentialsQuery = z.object({
  q: adminSearch,
  user_id: idParam('member').optional(),
  group_id: idParam('badge').optional(),
  state: z.enum(['active', 'revoked'], { error: 'Choose active or revoked.' }).optional(),
  sort: z.enum(['issued', 'member'], { error: 'Sort by issued or member.' }).default('issued'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCredentialsQuery = z.infer<typeof adminCredentialsQuery>;

export const adminCredential = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  badge: z.object({ id: z.number(), name: z.string() }),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
  /** Its verification page: /credential/{public_id}. */
  public_id: z.string(),
  private: z.boolean(),
  /** Copied from the hosted platform (its id there), or null for ours. */
  external_id: z.string().nullable(),
});
export type AdminCredential = z.infer<typeof adminCredential>;
export const adminCredentialsPage = z.object({
  items: z.array(adminCredential),
  ...pageFields,
  /** local: staff issue and revoke here; hosted: read-only (the platform issues). */
  platform: z.enum(['local', 'hosted']),
});

// ---- Badges (credential groups), for the console's pickers -----------------------------------

export const adminCredentialBadgesQuery = z.object({
  q: adminSearch,
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCredentialBadgesQuery = z.infer<typeof adminCredentialBadgesQuery>;
export const adminCredentialBadge = z.object({
  id: z.number(),
  /** The name a CSV import names it by (e.g. "SKI-Cloud Fundamentals"). */
  name: z.string(),
  /** Credentials of it not revoked. */
  active: z.number(),
});
export type AdminCredentialBadge = z.infer<typeof adminCredentialBadge>;
export const adminCredentialBadgesPage = z.object({
  items: z.array(adminCredentialBadge),
  ...pageFields,
});

/** The issue form's member picker: active members by name or email, at most `limit`. */
export const adminCredentialMembersQuery = z.object({
  q: adminSearch,
  limit: adminLimit,
});
export const adminCredentialMembers = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  total: z.number(),
});

// ---- Cohort import from a CSV (decision 0068) ------------------------------------------------

/** The columns a cohort CSV has, in this order, after a header row naming them. */
export const CREDENTIAL_IMPORT_COLUMNS = ['email', 'badge', 'issue date'] as const;
/** At most this many bytes (UTF-8) of CSV… */
export const CREDENTIAL_IMPORT_MAX_BYTES = 1_000_000;
/** …and this many rows after the header. */
export const CREDENTIAL_IMPORT_MAX_ROWS = 5_000;
/** At most this many bad lines are reported one by one (the message gives the total). */
export const CREDENTIAL_IMPORT_MAX_REPORTED = 500;

export const credentialImportMessages = {
  tooLarge: `The file is too large: at most ${CREDENTIAL_IMPORT_MAX_BYTES / 1_000_000} MB.`,
  tooManyRows: `The file has too many rows: at most ${CREDENTIAL_IMPORT_MAX_ROWS.toLocaleString('en-GB')} after the header.`,
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no credentials.',
  header:
    'The first row must name the columns: email, badge, issue date (separated by commas or semicolons).',
  unclosedQuote: 'A quoted value is not closed.',
  columns: (found: number) => `Expected 3 values (email, badge, issue date), found ${found}.`,
  emailMissing: 'The email is missing.',
  unknownEmail: (email: string) => `No member has the email ${email}.`,
  inactiveMember: (email: string) => `The member ${email} is not an active account.`,
  badgeMissing: 'The badge is missing.',
  unknownBadge: (badge: string) => `There is no badge called "${badge}".`,
  dateMissing: 'The issue date is missing.',
  badDate: (date: string) => `"${date}" is not a date: write it as YYYY-MM-DD (or DD/MM/YYYY).`,
  futureDate: 'The issue date is in the future.',
  duplicate: (line: number) => `The same member and badge as line ${line}.`,
  alreadyHeld: credentialMessages.alreadyHeld,
  bad: (lines: number) =>
    `${lines} ${lines === 1 ? 'line has a problem' : 'lines have problems'}: nothing was issued. Correct the file and try again.`,
} as const;

export const credentialImportBody = z
  .object({
    /** The file's name, for the audit log. */
    file_name: text('file name', 255),
    /** The file's text (UTF-8); a byte-order mark is ignored. */
    csv: z
      .string({ error: 'The file must be text.' })
      .max(CREDENTIAL_IMPORT_MAX_BYTES, credentialImportMessages.tooLarge),
  })
  .strict();
export type CredentialImportBody = z.infer<typeof credentialImportBody>;

/** One good row of a checked file. */
export const credentialImportRow = z.object({
  line: z.number(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  badge: z.object({ id: z.number(), name: z.string() }),
  issued_on: z.string(),
});
/**
 * The check's answer when every row is good (a file with a bad row is a 422 whose `errors`
 * has one key per bad line, "line 3": [reasons], and "file" for the file as a whole).
 */
export const credentialImportCheckResult = z.object({
  file_name: z.string(),
  count: z.number(),
  rows: z.array(credentialImportRow),
});
export const credentialImportResult = z.object({
  file_name: z.string(),
  issued: z.number(),
  /** The new credentials' ids, in the file's order. */
  ids: z.array(z.number()),
});
