// The database part of a backup, through the tools made for each driver (docs/decisions/0072):
// PGlite's own data-directory dump on the embedded database, pg_dump's custom format and
// pg_restore on PostgreSQL. Never a hand-written SQL dump.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DbHandle, SqlResult } from '../../../db/client.ts';
import { BackupError } from './archive.ts';
import { codeMigrationLevel, type MigrationLevel } from './manifest.ts';
import { countRows } from '../../../db/row-counts.ts';
import {
  loadPostgres17Tarball,
  unopenable,
  UPGRADABLE_POSTGRES_MAJOR,
} from '../../../db/upgrade-pg17.ts';

type Query = (text: string) => Promise<SqlResult>;

/** How many migrations the database has applied (drizzle's log), named by this code's journal. */
export async function migrationLevelOf(query: Query): Promise<MigrationLevel> {
  const exists = (await query(`select to_regclass('drizzle.__drizzle_migrations') as t`)).rows[0];
  if (!exists?.t) return { count: 0, last: null };
  const row = (await query(`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0];
  const count = Number(row?.n ?? 0);
  const code = codeMigrationLevel();
  return { count, last: count <= code.count ? journalTag(count) : null };
}

function journalTag(count: number): string | null {
  if (count === 0) return null;
  const code = codeMigrationLevel();
  return count === code.count ? code.last : `migration ${count}`;
}

/** Refuses an archive made by code with more migrations than this code knows. */
export function assertNotNewer(archive: MigrationLevel): void {
  const code = codeMigrationLevel();
  if (archive.count > code.count) {
    throw new BackupError(
      `This backup was made by a newer version of the site: its database has ${archive.count} migrations (last: ${archive.last ?? 'unknown'}), this version knows ${code.count}. Restore it with that version or a later one.`,
    );
  }
}

// ---- Embedded (PGlite) ------------------------------------------------------------------

export async function snapshotEmbedded(handle: DbHandle) {
  if (!handle.snapshot) throw new Error('snapshotEmbedded: not an embedded database');
  const { tarball, read } = await handle.snapshot(async (query) => ({
    rowCounts: await countRows(query),
    migration: await migrationLevelOf(query),
  }));
  return { tarball, ...read };
}

/** Refuses an embedded backup of a PostgreSQL version this code cannot open or upgrade. */
export function assertEmbeddedOpenable(major: number): void {
  const problem = unopenable(major, 'This backup');
  if (problem) throw new BackupError(problem);
}

async function pgliteModules() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { PGlite, extensions: { pg_trgm } };
}

/**
 * Loads a data-dir tarball into `dir` (which must hold no database yet) with PGlite itself. A
 * tarball of PostgreSQL 17 (a backup made before PGlite 0.5) is moved to this engine's version
 * as it is loaded (db/upgrade-pg17.ts). The caller has refused other versions
 * (assertEmbeddedOpenable) before clearing the target.
 */
export async function loadEmbedded(dir: string, tarballFile: string, major: number): Promise<void> {
  const { PGlite, extensions } = await pgliteModules();
  const tarball = await fs.openAsBlob(tarballFile);
  fs.mkdirSync(dir, { recursive: true });
  if (major === UPGRADABLE_POSTGRES_MAJOR) {
    const db = new PGlite(dir, { extensions });
    try {
      await loadPostgres17Tarball(tarball, db);
    } finally {
      await db.close();
    }
    return;
  }
  const db = new PGlite(dir, { loadDataDir: tarball, extensions });
  await db.waitReady;
  await db.close();
}

/** A throwaway in-memory PGlite started from the tarball (the verification's scratch copy). */
export async function withScratchEmbedded<T>(
  tarballFile: string,
  major: number,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  assertEmbeddedOpenable(major);
  const { PGlite, extensions } = await pgliteModules();
  const tarball = await fs.openAsBlob(tarballFile);
  const upgrade = major === UPGRADABLE_POSTGRES_MAJOR;
  const db = new PGlite(upgrade ? { extensions } : { loadDataDir: tarball, extensions });
  try {
    await db.waitReady;
    if (upgrade) await loadPostgres17Tarball(tarball, db);
    return await work((text) => db.query(text));
  } finally {
    await db.close();
  }
}

// ---- PostgreSQL ---------------------------------------------------------------------------

/** libpq's environment for a URL, so no password appears in a process list. */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGHOST: decodeURIComponent(url.hostname) || url.searchParams.get('host') || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
    PGCONNECT_TIMEOUT: '10',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The same server, another database (the verification's scratch database). */
export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited ${code}: ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}

async function pgClient(databaseUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * pg_dump in custom format into `file`, from a snapshot exported by a transaction that also
 * counts the rows, so the counts and the dump describe the same moment.
 */
export async function dumpPostgres(databaseUrl: string, file: string) {
  const client = await pgClient(databaseUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id;
    const query: Query = (text) => client.query(text);
    const rowCounts = await countRows(query);
    const migration = await migrationLevelOf(query);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
      ],
      libpqEnv(databaseUrl),
    );
    await client.query('commit');
    return { rowCounts, migration };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tables outside PostgreSQL's own schemas: a database with any is not empty. */
export async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = await pgClient(databaseUrl);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Empties the site's schemas (restore --force): the site's tables, its migrations, its jobs. */
export async function clearPostgres(databaseUrl: string): Promise<void> {
  const client = await pgClient(databaseUrl);
  try {
    await client.query(
      'drop schema if exists public, drizzle, pgboss cascade; create schema public',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg_restore of a custom-format dump, all or nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      // The database's name only; the rest of the connection comes from libpq's environment.
      `--dbname=${libpqEnv(databaseUrl).PGDATABASE}`,
      file,
    ],
    libpqEnv(databaseUrl),
  );
}

/** A throwaway database on the same server, restored from the dump, dropped afterwards. */
export async function withScratchPostgres<T>(
  databaseUrl: string,
  dumpFile: string,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  const name = `tig_verify_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await pgClient(databaseUrl);
  try {
    await admin.query(`create database ${name}`);
    const scratchUrl = withDatabaseName(databaseUrl, name);
    await restorePostgres(scratchUrl, dumpFile);
    const client = await pgClient(scratchUrl);
    try {
      return await work((text) => client.query(text));
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

export const scratchDir = (base: string) =>
  path.join(base, `.scratch-${crypto.randomBytes(6).toString('hex')}`);
