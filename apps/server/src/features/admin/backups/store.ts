// The backups folder: each archive with a small JSON record beside it (what the console lists:
// time, size, where stored, verified), and the last failure, if the last attempt failed. Kept as
// files, not rows, so the list survives a restore and includes backups made from the command line.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { manifestSchema } from './manifest.ts';

export const ARCHIVE_NAME = /^techgold-backup-\d{8}T\d{6}\d{3}Z\.tar(\.age)?$/;
const FAILURE_FILE = 'last-failure.json';

export const backupRecordSchema = z.object({
  file: z.string().regex(ARCHIVE_NAME),
  created_at: z.string(),
  size: z.number().int(),
  encrypted: z.boolean(),
  manifest: manifestSchema.omit({ entries: true }),
  verification: z.object({ ok: z.boolean(), at: z.string(), message: z.string() }).nullable(),
  s3: z.object({ bucket: z.string(), key: z.string(), at: z.string() }).nullable(),
  s3_error: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

export const failureSchema = z.object({ at: z.string(), message: z.string() });
export type BackupFailure = z.infer<typeof failureSchema>;

export function backupDir(config: Pick<Config, 'dataDir'> & { BACKUP_DIR?: string }): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
}

/** "techgold-backup-20261128T031500123Z.tar": sorts by time, says when at a glance. */
export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `techgold-backup-${stamp}.tar${encrypted ? '.age' : ''}`;
}

const recordPath = (dir: string, file: string) => path.join(dir, `${file}.json`);

async function writeJson(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.tmp`;
  await fsp.writeFile(temporary, JSON.stringify(value, null, 2), { mode: 0o600 });
  await fsp.rename(temporary, file);
}

export async function saveRecord(dir: string, record: BackupRecord): Promise<void> {
  await writeJson(recordPath(dir, record.file), record);
}

export async function readRecord(dir: string, file: string): Promise<BackupRecord | null> {
  if (!ARCHIVE_NAME.test(file)) return null;
  try {
    const parsed = backupRecordSchema.safeParse(
      JSON.parse(await fsp.readFile(recordPath(dir, file), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function updateRecord(
  dir: string,
  file: string,
  change: (record: BackupRecord) => BackupRecord,
): Promise<void> {
  const record = await readRecord(dir, file);
  if (record) await saveRecord(dir, change(record));
}

/** Every backup whose archive and record are both there, newest first. */
export async function listRecords(dir: string): Promise<BackupRecord[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const records: BackupRecord[] = [];
  for (const name of names
    .filter((n) => ARCHIVE_NAME.test(n))
    .sort()
    .reverse()) {
    if (!present.has(`${name}.json`)) continue;
    const record = await readRecord(dir, name);
    if (record) records.push(record);
  }
  return records;
}

export async function removeBackup(dir: string, file: string): Promise<void> {
  await fsp.rm(path.join(dir, file), { force: true });
  await fsp.rm(recordPath(dir, file), { force: true });
}

export async function recordFailure(dir: string, failure: BackupFailure | null): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  if (failure) await writeJson(path.join(dir, FAILURE_FILE), failure);
  else await fsp.rm(path.join(dir, FAILURE_FILE), { force: true });
}

export async function lastFailure(dir: string): Promise<BackupFailure | null> {
  try {
    const parsed = failureSchema.safeParse(
      JSON.parse(await fsp.readFile(path.join(dir, FAILURE_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
