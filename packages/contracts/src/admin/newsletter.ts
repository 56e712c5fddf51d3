// The monthly newsletter in the staff console (issue 28) and its public web version and
// unsubscribe link. A newsletter issue is composed as a draft (subject + Editor.js body),
// previewed, tested, then sent once: at most one newsletter goes out per calendar month
// (Europe/London), to confirmed subscribers and members who chose marketing email.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  pageFields,
  adminText as text,
  versionField,
} from './common.ts';

// ---- Routes ----------------------------------------------------------------------------------

/** Editors and admins: list (GET) and create a draft (POST). */
export const newsletters = '/api/admin/newsletter';
/** One issue: GET, PATCH (a draft only, version-checked). */
export const newsletter = '/api/admin/newsletter/:id';
/** The saved issue rendered as the email (HTML and text) and as its web version. */
export const newsletterPreview = '/api/admin/newsletter/:id/preview';
/** The preview as a document for a frame: `kind` is `email` or `web` (HTML, its own CSP). */
export const newsletterPreviewDocument = '/api/admin/newsletter/:id/preview/:kind';
export const newsletterPreviewKinds = ['email', 'web'] as const;
/** Sends the saved issue to the signed-in staff member's own address only. */
export const newsletterTest = '/api/admin/newsletter/:id/test';
/** Sends the issue to everyone on the list (once a calendar month). */
export const newsletterSend = '/api/admin/newsletter/:id/send';
/** How far a send has got: queued, sent and failed counts. */
export const newsletterProgress = '/api/admin/newsletter/:id/progress';

/** Public: a sent issue's web version, and the one-click unsubscribe (in ../api-routes.ts). */
export { newsletterIssue, newsletterUnsubscribe } from '../api-routes.ts';
/** The web page of a sent issue. */
export const newsletterIssuePage = '/newsletter/issue/:month';
/** The page an emailed unsubscribe link opens (its button posts to newsletterUnsubscribe). */
export const NEWSLETTER_STOP_ACTION = 'stop';

// ---- Rules and messages ------------------------------------------------------------------------

/** The stored body's bound (the Editor.js document as a JSON string). */
export const NEWSLETTER_BODY_MAX_BYTES = 500_000;
/** The block types the newsletter's editor offers (no embeds, attachments or checklists). */
export const NEWSLETTER_BLOCK_TYPES = ['paragraph', 'header', 'list', 'image'] as const;
/** Calendar months are counted in the organisation's own time zone. */
export const NEWSLETTER_TIME_ZONE = 'Europe/London';

export const newsletterStatuses = ['draft', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterMessages = {
  blockType: 'A newsletter can hold paragraphs, headings, lists and images only.',
  alreadyThisMonth: (month: string) =>
    `A newsletter has already been sent for ${month}. The next one can go out next month.`,
  notDraft: 'This newsletter has already been sent and can no longer be changed.',
  empty: 'Write something before sending: the newsletter is empty.',
  testSent: (to: string) => `A test copy is on its way to ${to}.`,
  unsubscribed: 'You have been unsubscribed from the Tech Industry Gold newsletter.',
  invalidLink: 'This link is invalid or has expired.',
} as const;

/** "YYYY-MM" for an instant, in the organisation's time zone. */
export function newsletterMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEWSLETTER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const year = parts.find((p) => p.type === 'year')!.value;
  const month = parts.find((p) => p.type === 'month')!.value;
  return `${year}-${month}`;
}

/** "November 2026" for "2026-11". */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 15)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// ---- Requests -----------------------------------------------------------------------------------

const subject = text('subject', 200);
const body = z
  .string({ error: 'The newsletter content must be text.' })
  .max(NEWSLETTER_BODY_MAX_BYTES * 2, 'The newsletter is too long to save.');

export const newsletterCreate = z.object({ subject, body: body.optional() }).strict();
export type NewsletterCreate = z.infer<typeof newsletterCreate>;

export const newsletterPatch = z
  .object({ updated_at: versionField, subject: subject.optional(), body: body.optional() })
  .strict();
export type NewsletterPatch = z.infer<typeof newsletterPatch>;

export const newsletterSendBody = z.object({ updated_at: versionField }).strict();

export const adminNewslettersQuery = z.object({
  q: adminSearch,
  status: z.enum(newsletterStatuses, { error: 'Choose draft, sending or sent.' }).optional(),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminNewslettersQuery = z.infer<typeof adminNewslettersQuery>;

export const newsletterMonthParams = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month is YYYY-MM.'),
});
export const newsletterTokenParams = z.object({ token: z.string().max(200) });

// ---- Answers --------------------------------------------------------------------------------------

export const newsletterProgressAnswer = z.object({
  status: z.enum(newsletterStatuses),
  total: z.number(),
  /** Waiting for their batch or in the mail outbox, not yet accepted. */
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgressAnswer>;

export const adminNewsletterItem = z.object({
  id: z.number(),
  subject: z.string(),
  status: z.enum(newsletterStatuses),
  /** The month it was sent in (YYYY-MM); null for a draft. */
  month: z.string().nullable(),
  sent_at: z.string().nullable(),
  recipients: z.number(),
  updated_at: z.string(),
});
export type AdminNewsletterItem = z.infer<typeof adminNewsletterItem>;
export const adminNewslettersPage = z.object({
  items: z.array(adminNewsletterItem),
  ...pageFields,
  /** The month a send now would count for, and whether one has gone out in it. */
  this_month: z.string(),
  this_month_sent: z.boolean(),
});

export const adminNewsletter = adminNewsletterItem.extend({
  body: z.string(),
  /** For a draft: how many addresses a send now would reach (each once). */
  audience: z.number(),
  progress: newsletterProgressAnswer,
  this_month: z.string(),
  this_month_sent: z.boolean(),
  web_url: z.string().nullable(),
});
export type AdminNewsletter = z.infer<typeof adminNewsletter>;

export const newsletterPreviewAnswer = z.object({
  subject: z.string(),
  email_html: z.string(),
  email_text: z.string(),
  web_html: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewAnswer>;

export const newsletterTestAnswer = z.object({ message: z.string(), to: z.string() });

export const newsletterIssueAnswer = z.object({
  subject: z.string(),
  month: z.string(),
  sent_at: z.string().nullable(),
  /** The rendered body (built on the server from the cleaned document). */
  html: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueAnswer>;
