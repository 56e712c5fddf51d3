// Newsletter (monthly, SPEC §1): POST /api/subscriber with double opt-in.
import { z } from './zod.ts';
import { email } from './fields.ts';
import { messages } from './messages.ts';

/** SPEC §3 names employer and learning-provider; learners and others read it too (0051). */
export const SUBSCRIBER_STATUSES = ['employer', 'learning-provider', 'learner', 'other'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * The consent wording shown beside the subscribe form. The web shows this text and sends it
 * back as consent_text, so the stored record says exactly what the visitor read.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'Sign up to receive our monthly newsletter. We will email you once a month, and you can unsubscribe at any time with the link in every email. See our privacy policy.';

/**
 * POST /api/subscriber (needs X-XSRF-TOKEN like every POST).
 * - email, status: SPEC §3 Subscriber payload.
 * - page: the path the form was on (e.g. '/', '/employers'); default '/'.
 * - consent_text: the wording shown; default NEWSLETTER_CONSENT_TEXT.
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
  consent_text: z
    .string()
    .trim()
    .min(1, 'The consent text may not be empty.')
    .max(2000, 'The consent text may not be longer than 2000 characters.')
    // PostgreSQL text cannot hold U+0000.
    .refine((v) => !v.includes('\u0000'), 'The consent text contains an invalid character.')
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
