// The member's privacy page (/account/privacy, decision 0064): download my data and delete my
// account. Paths are in member-api-routes.ts; the retention table is retention.ts.
import { z } from './zod.ts';

export const privacyMessages = {
  exportQueued:
    'We are preparing your data. We will let you know here and by email when it is ready to download.',
  exportPending: 'We are already preparing a copy of your data. It is normally ready in seconds.',
  exportReadyTitle: 'Your data is ready to download',
  linkInvalid:
    'This download link has expired or has already been used. Ask for a new copy of your data on your privacy page.',
  fileGone:
    'This copy of your data has expired. Ask for a new copy of your data on your privacy page.',
  deletionRequested:
    'Your account will be deleted. You have been signed out of every browser. You can still cancel by signing in within 14 days.',
  passwordMissing: 'Enter your password.',
  passwordWrong: 'Your password is not correct.',
  deletionPending:
    'You asked us to delete this account. Sign in again and confirm to cancel the deletion and keep your account.',
} as const;

export const exportSummary = z.object({
  id: z.number(),
  status: z.enum(['pending', 'ready', 'failed']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  /** The emailed link works until then, once; the privacy page's download until then too. */
  expires_at: z.string().nullable(),
  /** The archive's size in bytes, once it is ready. */
  size: z.number().nullable(),
  downloaded_at: z.string().nullable(),
});
export type ExportSummary = z.infer<typeof exportSummary>;

/** GET /api/account/privacy: the member's latest data exports, newest first (at most 5). */
export const privacyOverview = z.object({ exports: z.array(exportSummary) });
export type PrivacyOverview = z.infer<typeof privacyOverview>;

export const exportQueuedResponse = z.object({ message: z.string(), export: exportSummary });

export const deleteAccountBody = z.object({
  password: z
    .string({ error: privacyMessages.passwordMissing })
    .min(1, privacyMessages.passwordMissing)
    .max(1024, 'Password must be 1024 characters or fewer'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({
  message: z.string(),
  /** The day the account is erased unless the member signs in and cancels (ISO date). */
  erase_on: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

/** The privacy page's own download: `:id` of one of the member's ready exports. */
export const exportFileParams = z.object({ id: z.string().max(20) });

/** The one download an emailed link allows: `:id` and the link's `:token`. */
export const exportDownloadParams = z.object({
  id: z.string().max(20),
  token: z.string().max(100),
});
