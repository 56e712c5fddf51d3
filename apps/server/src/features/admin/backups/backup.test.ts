// Backups end to end on the driver under test: made from the serving database, restored into
// an empty target, and refused when they should be (wrong passphrase, damage, newer code,
// a target that is not empty).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../../test/helpers.ts';
import { templateDatabaseUrl } from '../../../../test/db-template.ts';
import { backupMessages, writeArchive } from './archive.ts';
import { countRows } from '../../../db/row-counts.ts';
import { createBackup, type BackupConfig } from './create.ts';
import { ARCHIVE_FORMAT, DATABASE_ENTRY, codeMigrationLevel, appVersion } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { bytesSource } from './sources.ts';
import { verifyBackup } from './verify.ts';
import { readRecord } from './store.ts';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let source: TestDb;
let config: BackupConfig;
const emptyDatabases: string[] = [];
const UPLOAD = 'AbCdEfGhIjKlMnOpQrSt.pdf';
const UPLOAD_BODY = Buffer.from(`%PDF-1.4 ${'backup-me '.repeat(2000)}`);
const KEYS = JSON.stringify({ keys: [{ publicKeyMultibase: 'z6MkTest' }] });

/** An empty target: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function emptyTarget(extra: Record<string, string> = {}): Promise<BackupConfig> {
  const base = process.env.DATABASE_URL;
  if (!base) return testConfig(extra);
  const { default: pg } = await import('pg');
  const name = `tig_test_restore_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  emptyDatabases.push(name);
  return testConfig({ DATABASE_URL: templateDatabaseUrl(base, name), ...extra });
}

async function rowsIn(target: BackupConfig) {
  const handle = await openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.dataDir });
  try {
    return await countRows((text) => handle.executeSql(text));
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  source = await openTestDatabase();
  config = testConfig(source.url ? { DATABASE_URL: source.url } : {});
  fs.mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, 'uploads', UPLOAD), UPLOAD_BODY);
  fs.writeFileSync(path.join(config.dataDir, 'credential-signing-keys.json'), KEYS);
});

afterAll(async () => {
  await source.handle.close();
  await source.drop();
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  for (const name of emptyDatabases)
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('a backup', () => {
  it('is one 0600 archive that restores into an empty target with the same rows, uploads and keys', async () => {
    const { file, record } = await createBackup({ config, handle: source.handle });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(record.manifest.migration.count).toBe(codeMigrationLevel().count);
    expect(record.manifest.uploads).toMatchObject({ storage: 'local', count: 1 });
    expect(record.manifest.row_counts['public.users']).toBeGreaterThan(0);

    const verification = await verifyBackup(config, path.basename(file));
    expect(verification.ok, verification.message).toBe(true);
    expect((await readRecord(path.dirname(file), path.basename(file)))?.verification?.ok).toBe(
      true,
    );

    const target = await emptyTarget();
    const report = await restoreBackup({ file, config: target });
    expect(report.migratedTo).toBe(codeMigrationLevel().count);
    expect(await rowsIn(target)).toEqual(record.manifest.row_counts);
    expect(fs.readFileSync(path.join(target.dataDir, 'uploads', UPLOAD))).toEqual(UPLOAD_BODY);
    expect(fs.readFileSync(path.join(target.dataDir, 'credential-signing-keys.json'), 'utf8')).toBe(
      KEYS,
    );
  });

  it('refuses a target that is not empty unless --force, and then replaces it', async () => {
    const { file, record } = await createBackup({ config, handle: source.handle });
    const target = await emptyTarget();
    await restoreBackup({ file, config: target });
    await expect(restoreBackup({ file, config: target })).rejects.toThrow(
      /is not empty, so nothing was restored\. Restore into an empty one, or add --force/,
    );
    const report = await restoreBackup({ file, config: target, force: true });
    expect(report.uploads).toBe(1);
    expect(await rowsIn(target)).toEqual(record.manifest.row_counts);
  });

  it('encrypted, opens only with its passphrase and says so clearly otherwise', async () => {
    const encrypted = { ...config, BACKUP_PASSPHRASE: 'correct horse battery staple' };
    const { file } = await createBackup({
      config: encrypted,
      handle: source.handle,
      scryptLogN: 10,
    });
    expect(file.endsWith('.tar.age')).toBe(true);
    expect(fs.readFileSync(file).includes(UPLOAD_BODY.subarray(0, 40))).toBe(false);

    const wrong = await emptyTarget({});
    await expect(
      restoreBackup({ file, config: { ...wrong, BACKUP_PASSPHRASE: 'wrong horse' } }),
    ).rejects.toThrow(backupMessages.wrongPassphrase);
    await expect(restoreBackup({ file, config: wrong })).rejects.toThrow(
      backupMessages.needPassphrase,
    );
    // Refused before anything was written.
    expect(fs.existsSync(path.join(wrong.dataDir, 'uploads', UPLOAD))).toBe(false);

    const report = await restoreBackup({
      file,
      config: { ...wrong, BACKUP_PASSPHRASE: 'correct horse battery staple' },
    });
    expect(report.uploads).toBe(1);
  });

  it('is refused by checksum when a byte is changed or the end is cut off', async () => {
    const { file } = await createBackup({ config, handle: source.handle });
    const bytes = fs.readFileSync(file);
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf(UPLOAD_BODY.subarray(0, 40)) + 100;
    tampered[at] = tampered[at]! ^ 0xff;
    const tamperedFile = path.join(config.dataDir, 'tampered.tar');
    fs.writeFileSync(tamperedFile, tampered);
    const target = await emptyTarget();
    await expect(restoreBackup({ file: tamperedFile, config: target })).rejects.toThrow(
      `The backup is damaged or incomplete, so nothing was restored (uploads/${UPLOAD} does not match its checksum).`,
    );

    const truncatedFile = path.join(config.dataDir, 'truncated.tar');
    fs.writeFileSync(truncatedFile, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(restoreBackup({ file: truncatedFile, config: target })).rejects.toThrow(
      /^The backup is damaged or incomplete, so nothing was restored/,
    );
    expect(fs.existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'))).toBe(false);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads', UPLOAD))).toBe(false);
  });

  it('made by newer code (more migrations than this code knows) is refused with a message', async () => {
    const code = codeMigrationLevel();
    const file = path.join(config.dataDir, 'from-the-future.tar');
    const driver = config.DATABASE_URL ? 'pg' : 'pglite';
    await writeArchive(file, [bytesSource(DATABASE_ENTRY[driver], 'not reached')], (entries) => ({
      format: ARCHIVE_FORMAT,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      driver,
      migration: { count: code.count + 1, last: '9999_from-the-future' },
      row_counts: {},
      uploads: { storage: 'local', count: 0, bytes: 0 },
      entries,
      total_bytes: 11,
    }));
    await expect(restoreBackup({ file, config: await emptyTarget() })).rejects.toThrow(
      `This backup was made by a newer version of the site: its database has ${code.count + 1} migrations (last: 9999_from-the-future), this version knows ${code.count}. Restore it with that version or a later one.`,
    );
  });
});
