// The embedded engine the site used until PGlite 0.5 (PostgreSQL 17), kept only to read the
// data folders and backups it wrote: PostgreSQL 18 cannot open a PostgreSQL 17 folder, so
// such a folder is dumped here with pg_dump (PGlite's own WebAssembly build of it) and loaded
// into the current engine (apps/server/src/db/upgrade-pg17.ts, docs/decisions/0097).
// Plain JavaScript in its own workspace, so these two packages resolve to their own copies
// and never to the site's current PGlite. Remove once no install can hold a PostgreSQL 17
// folder or backup (see the decision).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** Opens a PostgreSQL 17 database: a data folder, a dumped data-folder tarball, or in memory. */
export async function openPostgres17(source = {}) {
  const extensions = { pg_trgm };
  const db = source.dataDir
    ? new PGlite(source.dataDir, { extensions })
    : new PGlite(source.tarball ? { loadDataDir: source.tarball, extensions } : { extensions });
  await db.waitReady;
  return db;
}

/**
 * The whole database as SQL (INSERT statements, which PGlite's exec() can run). `db` must be
 * one opened from a tarball or in memory: pg_dump talks to the engine through files beside its
 * data, which a folder on disk breaks ("unexpected response from server").
 */
export async function dumpPostgres17(db) {
  const file = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges'] });
  return file.text();
}
