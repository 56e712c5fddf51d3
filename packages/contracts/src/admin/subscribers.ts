// Newsletter subscribers as the console lists, exports and removes them, with their consent
// records (editors and admins; the export is an admin's; decision 0066).
import { z } from '../zod.ts';
import { SUBSCRIBER_STATUSES } from '../subscribers.ts';
import { adminLimit, adminOffset, adminSearch, pageFields, sortDir } from './common.ts';

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
