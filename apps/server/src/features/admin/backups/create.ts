// Takes one backup while the site serves: the database snapshot first, then the uploads and
// the secrets, streamed into one archive (docs/decisions/0072). Uploads are copied after the
// snapshot, and a file is stored before its row commits, so every upload the snapshot names
// is in the archive.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../../config.ts';
import type { DbHandle } from '../../../db/client.ts';
import { writeArchive, type EntrySource } from './archive.ts';
import { dumpPostgres, snapshotEmbedded } from './database.ts';
import {
  ARCHIVE_FORMAT,
  DATABASE_ENTRY,
  appVersion,
  type Manifest,
  type MigrationLevel,
} from './manifest.ts';
import { EMBEDDED_POSTGRES_MAJOR } from '../../../db/upgrade-pg17.ts';
import { localUploads, objectStorageKeys, secretSources, fileSource } from './sources.ts';
import { archiveName, backupDir, saveRecord, type BackupRecord } from './store.ts';

export type BackupConfig = Config & {
  BACKUP_DIR?: string;
  BACKUP_PASSPHRASE?: string;
};

export interface BackupProgress {
  phase: 'database' | 'files' | 'done';
  files: number;
  bytes: number;
}

export interface CreateOptions {
  config: BackupConfig;
  /** The open database; an embedded one must be the serving process's own handle. */
  handle?: DbHandle;
  onProgress?: (progress: BackupProgress) => void;
  /** Tests only: a cheaper scrypt for the passphrase. */
  scryptLogN?: number;
  now?: Date;
}

export async function createBackup({
  config,
  handle,
  onProgress,
  scryptLogN,
  now = new Date(),
}: CreateOptions): Promise<{ file: string; record: BackupRecord }> {
  const dir = backupDir(config);
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const encrypted = Boolean(config.BACKUP_PASSPHRASE);
  const name = archiveName(now, encrypted);
  const file = path.join(dir, name);
  const progress: BackupProgress = { phase: 'database', files: 0, bytes: 0 };
  onProgress?.({ ...progress });

  // The database, at one moment, with its row counts and migration level from that moment.
  let databaseSource: EntrySource;
  let dumpFile: string | undefined;
  let rowCounts: Record<string, number>;
  let migration: MigrationLevel;
  const driver = config.DATABASE_URL ? 'pg' : 'pglite';
  if (config.DATABASE_URL) {
    dumpFile = path.join(dir, `.dump-${crypto.randomBytes(6).toString('hex')}`);
    ({ rowCounts, migration } = await dumpPostgres(config.DATABASE_URL, dumpFile));
    await fsp.chmod(dumpFile, 0o600);
    databaseSource = fileSource(DATABASE_ENTRY.pg, dumpFile);
  } else {
    if (!handle?.snapshot) throw new Error('createBackup: the embedded database handle is needed');
    const snapshot = await snapshotEmbedded(handle);
    ({ rowCounts, migration } = snapshot);
    // PGlite hands its dump over as one Blob (its size is the compressed database's).
    databaseSource = {
      name: DATABASE_ENTRY.pglite,
      open: async () => ({
        body: Readable.fromWeb(snapshot.tarball.stream() as never),
        size: snapshot.tarball.size,
      }),
    };
  }

  const uploads = { count: 0, bytes: 0 };
  const storage = config.S3_BUCKET ? ('s3' as const) : ('local' as const);
  async function* sources(): AsyncGenerator<EntrySource> {
    yield databaseSource;
    progress.phase = 'files';
    yield* await secretSources(config);
    if (storage === 's3') yield await objectStorageKeys(config, uploads);
    else yield* localUploads(config, uploads);
  }
  try {
    const manifest = await writeArchive(
      file,
      sources(),
      (entries): Manifest => ({
        format: ARCHIVE_FORMAT,
        app_version: appVersion(),
        created_at: now.toISOString(),
        driver,
        ...(driver === 'pglite' ? { postgres_major: EMBEDDED_POSTGRES_MAJOR } : {}),
        migration,
        row_counts: rowCounts,
        uploads: { storage, ...uploads },
        entries,
        total_bytes: entries.reduce((sum, e) => sum + e.size, 0),
      }),
      {
        passphrase: config.BACKUP_PASSPHRASE,
        scryptLogN,
        onEntry: (entry) => {
          progress.files += 1;
          progress.bytes += entry.size;
          onProgress?.({ ...progress });
        },
      },
    );
    const { entries: _entries, ...summary } = manifest;
    const record: BackupRecord = {
      file: name,
      created_at: manifest.created_at,
      size: fs.statSync(file).size,
      encrypted,
      manifest: summary,
      verification: null,
      s3: null,
      s3_error: null,
    };
    await saveRecord(dir, record);
    onProgress?.({ ...progress, phase: 'done' });
    return { file, record };
  } finally {
    if (dumpFile) await fsp.rm(dumpFile, { force: true });
  }
}
