// The member's own profile (Account page, SPEC §2/§5): PUT /api/user. The sign-in email is not
// changed here. Required: first name, last name, contact email, phone number, address, gender
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
