// Backups as the staff console shows them (admins; docs/decisions/0072): the archives with
// their time, size, where they are stored and whether a restore of them was checked; the run
// under way; the last failure; and how to restore, which is done at the command line.
import { z } from '../zod.ts';

export const backupVerification = z.object({
  ok: z.boolean(),
  at: z.string(),
  message: z.string(),
});

export const backupItem = z.object({
  file: z.string(),
  created_at: z.string(),
  /** The archive's size in bytes. */
  size: z.number(),
  encrypted: z.boolean(),
  /** Where copies are: always this server's backup folder, and the S3 bucket when copied. */
  stored: z.array(z.enum(['server', 's3'])),
  /** Why the copy to S3 failed, when it did. */
  s3_error: z.string().nullable(),
  /** null: not checked yet (or the check never finished): the backup is unverified. */
  verification: backupVerification.nullable(),
  migration_level: z.number(),
  uploads: z.number(),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupProgress = z.object({
  phase: z.enum(['database', 'files', 'verifying', 'copying', 'done', 'failed']),
  started_at: z.string(),
  files: z.number(),
  bytes: z.number(),
  /** The backup being made, once named. */
  file: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupProgress = z.infer<typeof backupProgress>;

export const backupsOverview = z.object({
  items: z.array(backupItem),
  /** The run under way, or the last one this process made (done or failed). */
  run: backupProgress.nullable(),
  last_failure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** The cron schedule (UTC), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  encrypted: z.boolean(),
  s3_copy: z.boolean(),
  folder: z.string(),
  /** The exact commands to restore, for this deployment. */
  restore_instructions: z.string(),
});
export type BackupsOverview = z.infer<typeof backupsOverview>;

export const backupFileParams = z.object({
  file: z
    .string()
    .regex(/^techgold-backup-\d{8}T\d{9}Z\.tar(\.age)?$/, { error: 'No such backup.' }),
});

export const backupStartAnswer = z.object({ message: z.string(), run: backupProgress });

export const backupMessages = {
  started: 'The backup has started. This page shows its progress.',
  alreadyRunning: 'A backup is already being made: wait for it to finish.',
  notFound: 'No such backup.',
} as const;
