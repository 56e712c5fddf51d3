// `npm run restore -- FILE`: puts a backup back into an empty DATA_DIR or DATABASE_URL with the
// site stopped (docs/decisions/0072). The archive is unpacked and checked in full first;
// only then is the target touched. An archive from older code is migrated forward.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../../db/client.ts';
import { acquireDirLock, DataDirLockedError } from '../../../db/dir-lock.ts';
import { runMigrations } from '../../../db/migrate.ts';
import { BackupError } from './archive.ts';
import type { BackupConfig } from './create.ts';
import {
  assertEmbeddedOpenable,
  assertNotNewer,
  clearPostgres,
  loadEmbedded,
  postgresIsEmpty,
  restorePostgres,
} from './database.ts';
import {
  DATABASE_ENTRY,
  SESSION_SECRET_ENTRY,
  SIGNING_KEYS_ENTRY,
  embeddedPostgresMajor,
  type Manifest,
} from './manifest.ts';
import { EMBEDDED_POSTGRES_MAJOR } from '../../../db/upgrade-pg17.ts';
import { migrationLevelOfHandle } from './repository.ts';
import { uploadsDir } from './sources.ts';
import { unpackArchive } from './unpack.ts';

export interface RestoreReport {
  manifest: Manifest;
  migratedFrom: number;
  migratedTo: number;
  uploads: number;
  seconds: number;
  /** Where the archive's secrets went, and whether the site reads them from there. */
  notes: string[];
}

const pgdataDir = (config: BackupConfig) => path.join(config.dataDir, 'pgdata');

async function folderHasFiles(dir: string): Promise<boolean> {
  try {
    const listing = await fsp.opendir(dir);
    for await (const _entry of listing) return true;
    return false;
  } catch {
    return false;
  }
}

/** Refuses a target that holds a database or uploads, unless --force. */
async function checkTarget(config: BackupConfig, force: boolean): Promise<void> {
  const refuse = (what: string) =>
    new BackupError(
      `${what} is not empty, so nothing was restored. Restore into an empty one, or add --force to replace what is there.`,
    );
  if (config.DATABASE_URL) {
    if (!force && !(await postgresIsEmpty(config.DATABASE_URL)))
      throw refuse('The database in DATABASE_URL');
  } else if (!force && fs.existsSync(path.join(pgdataDir(config), 'PG_VERSION'))) {
    throw refuse(`The embedded database in ${pgdataDir(config)}`);
  }
  if (!config.S3_BUCKET && !force && (await folderHasFiles(uploadsDir(config))))
    throw refuse(`The uploads folder ${uploadsDir(config)}`);
}

export async function restoreBackup(options: {
  file: string;
  config: BackupConfig;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<RestoreReport> {
  const { file, config, force = false, log = () => undefined } = options;
  const started = performance.now();
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  await fsp.mkdir(config.dataDir, { recursive: true });
  // The embedded database must not be open in a running site while it is replaced.
  let lock: ReturnType<typeof acquireDirLock> | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = acquireDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError)
        throw new BackupError(
          `The site is running on ${config.dataDir}. Stop it, then restore (restoring is done with the site stopped).`,
        );
      throw err;
    }
  }
  const staging = path.join(config.dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}`);
  try {
    await checkTarget(config, force);
    log('Checking the archive…');
    const manifest = await unpackArchive(file, config.BACKUP_PASSPHRASE, staging);
    const driver = config.DATABASE_URL ? 'pg' : 'pglite';
    if (manifest.driver !== driver) {
      throw new BackupError(
        manifest.driver === 'pg'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL and restore it into DATA_DIR.',
      );
    }
    assertNotNewer(manifest.migration);
    // Before anything in the target is replaced.
    if (manifest.driver === 'pglite') assertEmbeddedOpenable(embeddedPostgresMajor(manifest));

    log('Restoring the database…');
    if (config.DATABASE_URL) {
      if (force) await clearPostgres(config.DATABASE_URL);
      await restorePostgres(config.DATABASE_URL, path.join(staging, DATABASE_ENTRY.pg));
    } else {
      lock?.release();
      lock = undefined;
      await fsp.rm(pgdataDir(config), { recursive: true, force: true });
      const major = embeddedPostgresMajor(manifest);
      if (major !== EMBEDDED_POSTGRES_MAJOR) {
        log(
          `This backup's database is PostgreSQL ${major}: moving it to ${EMBEDDED_POSTGRES_MAJOR} as it is restored…`,
        );
      }
      await loadEmbedded(pgdataDir(config), path.join(staging, DATABASE_ENTRY.pglite), major);
    }

    let uploads = 0;
    if (manifest.uploads.storage === 'local') {
      log('Restoring the uploads…');
      const target = uploadsDir(config);
      if (force) await fsp.rm(target, { recursive: true, force: true });
      await fsp.mkdir(target, { recursive: true });
      for (const name of await fsp.readdir(path.join(staging, 'uploads'))) {
        await fsp.rename(path.join(staging, 'uploads', name), path.join(target, name));
        uploads += 1;
      }
    }

    const notes = await restoreSecrets(config, staging);

    log('Migrating forward…');
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
    });
    let migratedTo: number;
    try {
      await runMigrations(handle, config.DATABASE_URL);
      migratedTo = (await migrationLevelOfHandle(handle)).count;
    } finally {
      await handle.close();
    }
    return {
      manifest,
      migratedFrom: manifest.migration.count,
      migratedTo,
      uploads,
      seconds: (performance.now() - started) / 1000,
      notes,
    };
  } finally {
    lock?.release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * The session secret and signing keys go where this deployment reads them when that is
 * DATA_DIR (the embedded default); when they come from the environment or a mounted file,
 * the archive's copies are left beside it for the operator, who keeps the secret store.
 */
async function restoreSecrets(config: BackupConfig, staging: string): Promise<string[]> {
  const notes: string[] = [];
  const place = async (entry: string, target: string) => {
    const source = path.join(staging, entry);
    if (!fs.existsSync(source)) return false;
    await fsp.copyFile(source, target);
    await fsp.chmod(target, 0o600);
    return true;
  };
  const secretFromEnv = Boolean(process.env.SESSION_SECRET);
  const secretTarget = path.join(
    config.dataDir,
    secretFromEnv ? 'restored-session-secret' : 'session-secret',
  );
  if ((await place(SESSION_SECRET_ENTRY, secretTarget)) && secretFromEnv)
    notes.push(
      `SESSION_SECRET comes from the environment; the backup's copy is in ${secretTarget} (use it if the one you set was lost).`,
    );
  const keys = config.credentialKeys;
  const keysTarget =
    keys.kind === 'file' && keys.generate
      ? keys.path
      : path.join(config.dataDir, 'restored-credential-signing-keys.json');
  if (
    (await place(SIGNING_KEYS_ENTRY, keysTarget)) &&
    keysTarget !== (keys as { path?: string }).path
  )
    notes.push(
      `The credential signing keys come from the environment or a mounted file; the backup's copy is in ${keysTarget}. Credentials signed before the backup verify only with those keys.`,
    );
  return notes;
}
