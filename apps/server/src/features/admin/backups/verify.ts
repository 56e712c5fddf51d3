// After each backup: restore it into a scratch database (embedded: an in-memory PGlite; on
// PostgreSQL: a scratch database on the same server) and compare its row counts and migration
// level with the manifest. A backup that fails this is flagged in the console.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BackupConfig } from './create.ts';
import { countRows } from '../../../db/row-counts.ts';
import {
  migrationLevelOf,
  scratchDir,
  withScratchEmbedded,
  withScratchPostgres,
} from './database.ts';
import { DATABASE_ENTRY, embeddedPostgresMajor } from './manifest.ts';
import { backupDir, updateRecord } from './store.ts';
import { unpackArchive } from './unpack.ts';

export interface Verification {
  ok: boolean;
  at: string;
  message: string;
}

export async function verifyBackup(config: BackupConfig, file: string): Promise<Verification> {
  const dir = backupDir(config);
  const staging = scratchDir(dir);
  let result: Verification;
  try {
    const manifest = await unpackArchive(path.join(dir, file), config.BACKUP_PASSPHRASE, staging, {
      skipUploads: true,
    });
    const read = async (query: Parameters<typeof countRows>[0]) => ({
      rowCounts: await countRows(query),
      migration: await migrationLevelOf(query),
    });
    const restored =
      manifest.driver === 'pg'
        ? await withScratchPostgres(
            config.DATABASE_URL!,
            path.join(staging, DATABASE_ENTRY.pg),
            read,
          )
        : await withScratchEmbedded(
            path.join(staging, DATABASE_ENTRY.pglite),
            embeddedPostgresMajor(manifest),
            read,
          );
    const differences = Object.entries(manifest.row_counts)
      .filter(([table, n]) => restored.rowCounts[table] !== n)
      .map(
        ([table, n]) => `${table}: ${restored.rowCounts[table] ?? 'missing'} rows, ${n} expected`,
      );
    if (restored.migration.count !== manifest.migration.count)
      differences.unshift(
        `migration level ${restored.migration.count}, ${manifest.migration.count} expected`,
      );
    const tables = Object.keys(manifest.row_counts).length;
    const rows = Object.values(manifest.row_counts).reduce((a, b) => a + b, 0);
    result = {
      ok: differences.length === 0,
      at: new Date().toISOString(),
      message:
        differences.length === 0
          ? `Restored into a scratch database: ${tables} tables, ${rows} rows and migration level ${manifest.migration.count} match.`
          : `Restored copy differs: ${differences.slice(0, 5).join('; ')}`,
    };
  } catch (err) {
    result = {
      ok: false,
      at: new Date().toISOString(),
      message: `Could not restore it: ${(err as Error).message}`,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
  await updateRecord(dir, file, (record) => ({ ...record, verification: result }));
  return result;
}
