// Backups from the running site (docs/decisions/0072): one run at a time in this process,
// started by the schedule, by "Back up now" in the console or by `npm run backup` (which
// asks the serving process on the embedded database). A run is the backup, its verification
// (restored into a scratch database), the copy to S3 when configured and the pruning to
// 7 daily, 4 weekly and 6 monthly. A failure is kept for the dashboard and emailed to admins.
import fs from 'node:fs';
import path from 'node:path';
import type {
  BackupItem,
  BackupProgress as RunProgress,
  BackupsOverview,
} from '@techgold/contracts/admin/backups';
import { backupMessages } from '@techgold/contracts/admin/backups';
import type { Config } from '../../../config.ts';
import type { Db, DbHandle } from '../../../db/client.ts';
import { HttpError, NotFoundError } from '../../../lib/errors.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { createBackup } from './create.ts';
import { backupsToKeep } from './retention.ts';
import {
  backupDir,
  lastFailure,
  listRecords,
  readRecord,
  recordFailure,
  removeBackup,
  updateRecord,
  type BackupRecord,
} from './store.ts';
import { verifyBackup } from './verify.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { ReauthService, StaffCaller } from '../reauth/service.ts';
import { backupFailedEmail } from './emails.ts';
import { activeAdmins } from './repository.ts';
import type { BackupBucket } from './s3-copy.ts';

export interface BackupsDeps {
  config: Config;
  handle: DbHandle;
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail'>;
  change: AuditedChange;
  reauth: ReauthService;
  bucket: BackupBucket | null;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}

export function restoreInstructions(config: Config): string {
  const dir = backupDir(config);
  const target = config.DATABASE_URL
    ? 'an empty database named in DATABASE_URL (the same SESSION_SECRET and credential signing keys set as before)'
    : `an empty DATA_DIR (${config.dataDir})`;
  return [
    'Restoring replaces the site’s data, so it is done at the command line with the site stopped.',
    '1. Stop the site (every process).',
    `2. Put the backup on the server, for example in ${dir}. A copy in S3 can be downloaded first.`,
    ...(config.BACKUP_PASSPHRASE
      ? ['3. Set BACKUP_PASSPHRASE to the passphrase the backup was made with.']
      : ['3. If the backup is encrypted (.tar.age), set BACKUP_PASSPHRASE to its passphrase.']),
    `4. In the site’s folder, with the same settings as the site, restore into ${target}:`,
    `   npm run restore -- ${path.join(dir, 'techgold-backup-….tar')}`,
    '   It checks every checksum and the migration level before it writes anything. To replace data that is there, add --force:',
    `   npm run restore -- ${path.join(dir, 'techgold-backup-….tar')} --force`,
    '5. Start the site (npm start) and check that /api/ready answers 200.',
  ].join('\n');
}

function toItem(record: BackupRecord): BackupItem {
  return {
    file: record.file,
    created_at: record.created_at,
    size: record.size,
    encrypted: record.encrypted,
    stored: record.s3 ? ['server', 's3'] : ['server'],
    s3_error: record.s3_error,
    verification: record.verification,
    migration_level: record.manifest.migration.count,
    uploads: record.manifest.uploads.count,
  };
}

export function createBackupsService(deps: BackupsDeps) {
  const { config, handle, db, jobs, change, reauth, bucket, log } = deps;
  const dir = backupDir(config);
  let run: RunProgress | null = null;
  let running: Promise<string> | null = null;

  // Also kept in memory: when the folder itself is the problem the file cannot be written.
  let failedHere: { at: string; message: string } | null = null;

  async function reportFailure(at: string, message: string): Promise<void> {
    failedHere = { at, message };
    const link = `${config.publicBaseUrl}/admin/backups`;
    await db.transaction(async (tx) => {
      for (const admin of await activeAdmins(tx))
        await jobs.enqueueMail(
          tx,
          backupFailedEmail({ to: admin.email, firstName: admin.firstName, message, at, link }),
        );
    });
    await recordFailure(dir, failedHere);
  }

  async function prune(): Promise<void> {
    const records = await listRecords(dir);
    const keep = backupsToKeep(records.map((r) => ({ name: r.file, at: new Date(r.created_at) })));
    for (const record of records) {
      if (keep.has(record.file)) continue;
      await removeBackup(dir, record.file);
      if (record.s3 && bucket) await bucket.delete(record.file).catch(() => undefined);
    }
  }

  async function execute(onWritten?: (file: string) => void): Promise<string> {
    const progress: RunProgress = {
      phase: 'database',
      started_at: new Date().toISOString(),
      files: 0,
      bytes: 0,
      file: null,
      error: null,
    };
    run = progress;
    try {
      const { file, record } = await createBackup({
        config,
        handle,
        onProgress: (p) => {
          if (p.phase === 'done') return;
          progress.phase = p.phase;
          progress.files = p.files;
          progress.bytes = p.bytes;
        },
      });
      progress.file = record.file;
      onWritten?.(file);
      progress.phase = 'verifying';
      const verification = await verifyBackup(config, record.file);
      if (bucket) {
        progress.phase = 'copying';
        try {
          const key = await bucket.put(file, record.file);
          await updateRecord(dir, record.file, (r) => ({
            ...r,
            s3: { bucket: bucket.bucket, key, at: new Date().toISOString() },
            s3_error: null,
          }));
        } catch (err) {
          const message = `The copy to S3 failed: ${(err as Error).message}`;
          await updateRecord(dir, record.file, (r) => ({ ...r, s3_error: message }));
          throw new Error(message);
        }
      }
      await prune();
      if (!verification.ok) throw new Error(`The backup is unverified. ${verification.message}`);
      await recordFailure(dir, null);
      failedHere = null;
      progress.phase = 'done';
      log.info({ file: record.file, bytes: record.size }, 'backup done and verified');
      return file;
    } catch (err) {
      const message = (err as Error).message;
      log.error({ err: { message } }, 'backup failed');
      await reportFailure(progress.started_at, message).catch((e: Error) =>
        log.error({ err: { message: e.message } }, 'could not record the backup failure'),
      );
      // Only now: the page reads "failed" once the admins' email is queued.
      progress.phase = 'failed';
      progress.error = message;
      throw err;
    }
  }

  /**
   * Starts a run unless one is under way; resolves with the archive's path when it ends.
   * `onWritten` hears the path as soon as the archive is complete (before its verification).
   */
  function start(onWritten?: (file: string) => void): Promise<string> {
    if (running) throw new HttpError(409, backupMessages.alreadyRunning);
    running = execute(onWritten).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start,
    busy: () => running !== null,

    /** The scheduled run: skipped when one is under way (a console run, say). */
    async scheduled(): Promise<void> {
      if (running) return;
      await start().catch(() => undefined); // reported by execute
    },

    async overview(): Promise<BackupsOverview> {
      return {
        items: (await listRecords(dir)).map(toItem),
        run,
        last_failure: failedHere ?? (await lastFailure(dir)),
        schedule: config.BACKUP_SCHEDULE === 'off' ? null : config.BACKUP_SCHEDULE,
        encrypted: Boolean(config.BACKUP_PASSPHRASE),
        s3_copy: bucket !== null,
        folder: dir,
        restore_instructions: restoreInstructions(config),
      };
    },

    /** "Back up now": audited, and only with the password entered lately (the archive holds the keys). */
    async startFromConsole(caller: StaffCaller) {
      await reauth.requireRecent(caller);
      if (running) throw new HttpError(409, backupMessages.alreadyRunning);
      await change({ userId: caller.userId, ip: caller.ip }, (_tx, audit) =>
        audit({ kind: 'backup.start', targetType: 'backup', targetId: 0 }),
      );
      void start().catch(() => undefined); // reported by execute
      return { message: backupMessages.started, run: run! };
    },

    /** The archive itself: it holds every member's data and the signing keys. */
    async download(caller: StaffCaller, file: string) {
      await reauth.requireRecent(caller);
      const record = await readRecord(dir, file);
      if (!record) throw new NotFoundError(backupMessages.notFound);
      const stream = fs.createReadStream(path.join(dir, file));
      await change({ userId: caller.userId, ip: caller.ip }, (_tx, audit) =>
        audit({ kind: 'backup.download', targetType: 'backup', targetId: 0, data: { file } }),
      );
      return { body: stream, size: fs.statSync(path.join(dir, file)).size };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
