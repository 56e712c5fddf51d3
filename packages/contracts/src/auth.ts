import { z } from './zod.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { email } from './fields.ts';
import { messages } from './messages.ts';

export const loginBody = z.object({
  email: email('email address'),
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(1024, 'Password must be 1024 characters or fewer'),
  /**
   * The account is waiting to be deleted (decision 0064): signing in with this set cancels the
   * deletion. Without it, such a sign-in answers 403 `{ deletion_pending: true }`.
   */
  cancel_deletion: z.boolean({ error: 'Choose whether to keep your account.' }).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: email('email address') });
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

/**
 * A working link. `current_password_required`: the link was minted for a signed-in session
 * (Reset Password on the account page), so setting the password also takes the current one.
 */
export const confirmEmailResponse = z.object({
  valid: z.literal(true),
  email: z.string(),
  current_password_required: z.boolean(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const CURRENT_PASSWORD_MISSING = 'Enter your current password.';

/** SPEC §5: a mix of upper and lower case and a number; plus a minimum length (DESIGN §4). */
export const passwordSchema = z
  .string({ error: 'Enter your password' })
  .max(200, 'Password must be at most 200 characters long.')
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), messages.passwordStrength);

export const setPasswordBody = z.object({
  password: passwordSchema,
  user_id: userId,
  code,
  /** Needed when the link came from the account page, not an email (confirmEmailResponse). */
  current_password: z.string().max(1024, 'Password must be 1024 characters or fewer').optional(),
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** The set-password page's form: the body, and the password typed again, which must match. */
export const setPasswordForm = setPasswordBody
  .extend({ password_confirmation: z.string().max(1024).optional() })
  .refine((body) => body.password === body.password_confirmation, {
    message: messages.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });
