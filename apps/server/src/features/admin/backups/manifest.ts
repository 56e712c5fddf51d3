// What a backup says about itself (docs/decisions/0072): written last into the archive, so a
// reader that reaches it has read, and checked, every entry before it.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../../db/migrate.ts';
import { UPGRADABLE_POSTGRES_MAJOR } from '../../../db/upgrade-pg17.ts';

export const ARCHIVE_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = { pglite: 'database/pgdata.tar.gz', pg: 'database/pg_dump.custom' };
export const UPLOADS_PREFIX = 'uploads/';
export const UPLOAD_KEYS_ENTRY = 'uploads-in-object-storage.json';
export const SESSION_SECRET_ENTRY = 'secrets/session-secret';
export const SIGNING_KEYS_ENTRY = 'secrets/credential-signing-keys.json';

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app_version: z.string(),
  created_at: z.string(),
  driver: z.enum(['pglite', 'pg']),
  /**
   * The embedded engine's PostgreSQL major version (PGlite backups). Absent from those made
   * before PGlite 0.5, which are all PostgreSQL 17 (embeddedPostgresMajor).
   */
  postgres_major: z.number().int().min(1).optional(),
  /** How many of the code's migrations the database had applied, and the last one's name. */
  migration: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  /** Rows per table at the snapshot, which the verification compares a restored copy with. */
  row_counts: z.record(z.string(), z.number().int().min(0)),
  uploads: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  entries: z.array(
    z.object({
      name: z.string(),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  total_bytes: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The PostgreSQL major version of an embedded backup's database (db/upgrade-pg17.ts). */
export const embeddedPostgresMajor = (manifest: Pick<Manifest, 'postgres_major'>) =>
  manifest.postgres_major ?? UPGRADABLE_POSTGRES_MAJOR;

export interface MigrationLevel {
  count: number;
  last: string | null;
}

/** The migrations this code ships (drizzle's journal): the level it migrates a database to. */
export function codeMigrationLevel(): MigrationLevel {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return { count: journal.entries.length, last: journal.entries.at(-1)?.tag ?? null };
}

/** The version in apps/server/package.json, found from src (dev) or dist (built). */
export function appVersion(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@techgold/server') return pkg.version ?? '0.0.0';
    }
    dir = path.dirname(dir);
  }
  return '0.0.0';
}
