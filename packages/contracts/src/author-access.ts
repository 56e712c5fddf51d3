// "Request author access" (issue 26): a member who cannot write insights asks the staff for
// it from My insights. The request is an enquiry the staff work in the back office.
import { z } from './zod.ts';

/**
 * GET/POST /api/user/author-access → where the member stands: `author` (they can write),
 * `requested` (an open request since `requested_at`), or `none`.
 */
export const authorAccessStatus = z.object({
  status: z.enum(['none', 'requested', 'author']),
  requested_at: z.string().nullable(),
});
export type AuthorAccessStatus = z.infer<typeof authorAccessStatus>;

/** POST takes no fields: who is asking comes from the session. */
export const authorAccessRequest = z.object({}).strict();

export const authorAccessTexts = {
  /** Under SPEC's 'You do not currently have permission to author insights'. */
  offer:
    'Members can write insights for the community once the Tech Industry Gold team has given them author access.',
  button: 'Request author access',
  /** What happens next, once asked. */
  requested: (email: string) =>
    `Your request has been sent to the Tech Industry Gold team. They will look at it and reply to ${email}, usually within 5 working days. When you have access, "Create new insight" appears on this page.`,
  already: 'You can already write insights.',
} as const;
