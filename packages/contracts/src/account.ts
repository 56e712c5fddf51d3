// The member's own profile (Account page, SPEC §2/§5): PUT /api/user. The sign-in email is not
// changed here (nor anywhere else). A new contact email waits for its confirmation link before
// it replaces the old one (decision 0074). Required: first name, last name, contact email, phone number, address, gender
// and ethnicity; job title too for employer users (user_type_id 2), checked by the server.
import { z } from './zod.ts';
import { email, id, optionalText, phone, text } from './fields.ts';

export const PROFILE_NAME_MAX = 100;
export const PROFILE_ADDRESS_MAX = 500;
export const PROFILE_JOB_TITLE_MAX = 100;

export const profileBody = z.object({
  first_name: text('first name', PROFILE_NAME_MAX),
  last_name: text('last name', PROFILE_NAME_MAX),
  contact_email: email('contact email'),
  phone_number: phone('phone number'),
  address: text('address', PROFILE_ADDRESS_MAX, true),
  gender_id: id('gender'),
  ethnicity_id: id('ethnicity'),
  job_title: optionalText('job title', PROFILE_JOB_TITLE_MAX),
  alerts_preference: z.boolean({ error: 'The alerts preference must be true or false.' }),
  marketing_preference: z.boolean({ error: 'The marketing preference must be true or false.' }),
  /** The profile picture: a url POST /api/upload/image answered, or null to remove it. */
  avatar_url: z.string().max(300).nullish(),
});
export type ProfileBody = z.input<typeof profileBody>;

/**
 * GET /api/user/password_reset_link → `{ data: url }`, a fresh single-use set-password link
 * for the caller. SPEC §7's response column names the body's fields: "data is a URL".
 */
export const passwordResetLinkResponse = z.object({ data: z.url() });
export type PasswordResetLinkResponse = z.infer<typeof passwordResetLinkResponse>;

/** How long a contact address's confirmation link works. */
export const CONTACT_EMAIL_LINK_HOURS = 24;
/** Confirmation links one account may have sent in an hour, however often it asks. */
export const CONTACT_EMAIL_LINKS_PER_HOUR = 5;

export const contactEmailMessages = {
  sent: 'We have sent a confirmation link to your new contact email. Until you open it, we keep using your current one.',
  resent: 'We have sent the confirmation link again. It works for 24 hours.',
  nothingWaiting: 'There is no contact email waiting for confirmation.',
  confirmed: 'Your contact email is confirmed.',
  invalid:
    'This confirmation link has expired, has already been used or is for another account. Sign in to the account that asked for it, or send a new link from your account page.',
  tooMany: 'We have sent several confirmation links in the last hour. Please wait and try again.',
} as const;

/** POST /api/user/contact-email/confirm: the code from the emailed link. */
export const confirmContactEmailBody = z
  .object({
    code: z
      .string({ error: 'The code field is required.' })
      .min(1, 'The code field is required.')
      .max(200, 'The code is invalid.'),
  })
  .strict();
export const contactEmailAnswer = z.object({ message: z.string() });
