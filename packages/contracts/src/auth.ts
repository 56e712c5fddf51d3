import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email must not be longer than 254 characters.')
  .pipe(z.email({ error: 'The email must be a valid email address.' }));

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(1024, 'The password is too long.'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** Ids arrive from a URL, so accept "12" as well as 12. */
const userId = z.coerce
  .number({ error: 'The user id is invalid.' })
  .int('The user id is invalid.')
  .positive('The user id is invalid.')
  .max(2_147_483_647, 'The user id is invalid.');
const code = z
  .string({ error: 'The code field is required.' })
  .min(1, 'The code field is required.')
  .max(200, 'The code is invalid.');

export const confirmEmailBody = z.object({ user_id: userId, code });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** SPEC §5: a mix of upper and lower case and a number; plus a minimum length (DESIGN §4). */
export const passwordSchema = z
  .string({ error: 'The password field is required.' })
  .max(200, 'Password must be at most 200 characters long.')
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), messages.passwordStrength);

export const setPasswordBody = z.object({ password: passwordSchema, user_id: userId, code });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
