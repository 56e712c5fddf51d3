// Newsletter (monthly, SPEC §1): POST /api/subscriber with double opt-in.
import { z } from 'zod';
import { email } from './fields.ts';
import { messages } from './messages.ts';

/** SPEC §3 names employer and learning-provider; learners and others read it too (0051). */
export const SUBSCRIBER_STATUSES = ['employer', 'learning-provider', 'learner', 'other'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * The consent wording shown beside the subscribe form. The form sends back which version it
 * showed (`consent_version`), never the words: the server stores its own copy of that
 * version's wording, so a consent record cannot say what the visitor's request made up.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'Sign up to receive our monthly newsletter. We will email you once a month, and you can unsubscribe at any time with the link in every email. See our privacy policy.';

/**
 * Every wording the form has shown, by version. Changing the wording adds a version (and
 * moves NEWSLETTER_CONSENT_VERSION to it); a page still open with the old words then records
 * the old words it showed.
 */
export const NEWSLETTER_CONSENT_WORDINGS = { '1': NEWSLETTER_CONSENT_TEXT } as const;
export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_WORDINGS;
export const NEWSLETTER_CONSENT_VERSION: NewsletterConsentVersion = '1';

/** What a page's loader hands the subscribe form: the words to show and their version. */
export const NEWSLETTER_CONSENT = {
  version: NEWSLETTER_CONSENT_VERSION,
  text: NEWSLETTER_CONSENT_WORDINGS[NEWSLETTER_CONSENT_VERSION],
};
export type NewsletterConsent = typeof NEWSLETTER_CONSENT;

/**
 * POST /api/subscriber (needs X-XSRF-TOKEN like every POST).
 * - email, status: SPEC §3 Subscriber payload.
 * - page: the path the form was on (e.g. '/', '/employers'); default '/'.
 * - consent_version: the version of the wording shown; default NEWSLETTER_CONSENT_VERSION.
 * Failure → 422 { message, errors: { email?: [...], status?: [...] } }: show errors.email[0].
 * Too many attempts → 429 with Retry-After.
 */
export const subscriberBody = z.object({
  email: email('email address'),
  status: z.enum(SUBSCRIBER_STATUSES, {
    error: 'Choose whether you are an employer, a learning provider, a learner or other.',
  }),
  page: z
    .string()
    .max(200, 'The page may not be longer than 200 characters.')
    .regex(/^\/[^\s\p{Cc}]*$/u, 'The page must be a path on this site.')
    .optional(),
  consent_version: z
    .enum(Object.keys(NEWSLETTER_CONSENT_WORDINGS) as [NewsletterConsentVersion], {
      error: 'This consent wording is not one we show. Reload the page and try again.',
    })
    .optional(),
});
export type SubscriberBody = z.input<typeof subscriberBody>;

/**
 * 200 → { message: 'Thank you, you are now subscribed', confirm: '…check your inbox…' }.
 * The same answer whether the address is new, pending, already active or unsubscribed
 * before, so the form never reveals who is on the list. Show message, then confirm.
 */
export const subscribeResponse = z.object({
  message: z.literal(messages.subscribeSuccess),
  confirm: z.string(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

export const SUBSCRIBE_CONFIRM_TEXT =
  'Please check your inbox and click the link we sent you to confirm your subscription.';

/**
 * Links in emails, no sign-in needed. Each redirects (303) to the home page with a flag the
 * page can show a message for:
 * - GET /api/subscriber/confirm/{token}     → /?subscribed=1 | /?subscribed=invalid
 * - GET /api/subscriber/unsubscribe/{token} → /?unsubscribed=1 | /?unsubscribed=invalid
 * - POST /api/subscriber/unsubscribe/{token} (RFC 8058 one-click, from mail clients) → 200
 */
export const SUBSCRIBE_RESULT_PARAMS = {
  subscribed: { ok: '1', invalid: 'invalid' },
  unsubscribed: { ok: '1', invalid: 'invalid' },
  /** The weekly notifications email's "stop these emails" link (param `alerts`). */
  alerts: { ok: 'stopped', invalid: 'invalid' },
} as const;

export const subscriberTokenParams = z.object({ token: z.string().max(200) });
