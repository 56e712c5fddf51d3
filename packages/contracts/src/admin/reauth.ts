// Re-authentication (decision 0076): a sensitive action needs the password entered within the
// last REAUTH_WINDOW_MINUTES (common.ts); the console asks for it again first.
import { z } from '../zod.ts';

export const reauthBody = z.object({
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(200, 'The password may not be longer than 200 characters.'),
});
export const reauthResponse = z.object({ reauthenticated_until: z.string() });
/** GET: until when this session may do sensitive actions; null when it must re-authenticate. */
export const reauthStatus = z.object({ reauthenticated_until: z.string().nullable() });
