// Two drivers behind one interface: embedded PGlite (default) and a pg Pool (DATABASE_URL).
// Both speak PostgreSQL, so every query, index and transaction behaves the same on either.
import path from 'node:path';
import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { inFlight } from '../lib/in-flight.ts';
import { acquireDirLock, type DirLock } from './dir-lock.ts';
import { pglitePrepared, type PgliteLike } from './pglite-prepared.ts';
import { describeUpgrade, upgradeEmbeddedFolder, type FolderUpgrade } from './upgrade-pg17.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept `Db | Tx` so services can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface SqlResult<Row = Record<string, unknown>> {
  rows: Row[];
}

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL for infrastructure (pg-boss, health probes). Multi-statement text when no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * A hot, fixed query: a named prepared statement on PostgreSQL (planned once per
   * connection instead of every call), and on PGlite too (db/pglite-prepared.ts).
   */
  prepared<Row = Record<string, unknown>>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<SqlResult<Row>>;
  ping(): Promise<void>;
  /**
   * Connections busy and queries waiting for one (/metrics). PGlite has one connection and
   * runs one query at a time: the rest of those in flight wait their turn in its queue.
   */
  poolStats(): { size: number; inUse: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: a tarball of the data dir (tests copy one seeded database per file). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: runs `read` and then dumps the data dir (gzipped) while holding the engine's
   * transaction lock, so no other statement runs in between: a consistent snapshot taken
   * while the site serves (backups, docs/decisions/0072).
   */
  snapshot?<T>(
    read: (query: (text: string) => Promise<SqlResult>) => Promise<T>,
  ): Promise<{ tarball: Blob; read: T }>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Test helper: start an in-memory PGlite from a dumped data dir instead of the folder. */
  pgliteLoadDataDir?: Blob;
  /** PGlite in memory, nothing on disk (tests). */
  inMemory?: boolean;
  /**
   * A connection broke (database restart, network cut): `idle` in the pool, or `in use` by a
   * request or job, whose query fails on its own and answers 503. Only for logging; the pool
   * replaces broken connections by itself.
   */
  onConnectionError?: (err: Error, state: 'idle' | 'in use') => void;
  /**
   * PGlite only: the embedded engine itself failed (a WebAssembly trap such as "memory access
   * out of bounds"). It cannot recover: afterwards it answers every query with no rows and no
   * error. Every later call is refused (503) and this is called once, so the process can stop
   * and a supervisor start a fresh one.
   */
  onFatal?: (err: Error) => void;
  /**
   * PGlite only: the data folder was written by PostgreSQL 17 (PGlite 0.3) and has just been
   * moved to this engine's version, its old copy kept beside it (db/upgrade-pg17.ts).
   */
  onUpgrade?: (upgrade: FolderUpgrade) => void;
}

/** Thrown for every query after the embedded engine failed; code 57P02 (crash_shutdown) → 503. */
export class EmbeddedDatabaseFailedError extends Error {
  readonly code = '57P02';
  constructor(override readonly cause: Error) {
    super(`The embedded database has failed and must be restarted: ${cause.message}`);
  }
}

/** A WebAssembly trap or an Emscripten abort: the engine's memory is no longer trustworthy. */
function isEngineFailure(err: unknown): err is Error {
  // WebAssembly.RuntimeError's name; Node's types here do not declare the WebAssembly global.
  return (
    err instanceof Error && (err.name === 'RuntimeError' || err.message.startsWith('Aborted('))
  );
}

/** PGlite: how long close() waits for running queries before it shuts the engine down. */
const PGLITE_CLOSE_WAIT_MS = 5000;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DbHandle> {
  return opts.databaseUrl ? openPg(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPg(url: string, opts: OpenDatabaseOptions): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    // Fail fast while the database is unreachable: requests answer 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 30_000,
    keepAlive: true,
    // No JIT compilation: it pays off for long analytical queries, and ours are short. At the
    // 100× benchmark data the planner's estimate for the dashboard's trends crossed
    // jit_above_cost, and compiling took 1.35 s of a 2.3 s answer (bench:trends).
    options: '-c jit=off',
  });
  // A pg Client without an 'error' listener crashes the process when its connection breaks
  // (docs/decisions/0040). The pool listens on idle clients only, so every client gets its own
  // listener for its whole life, from the moment the pool opens it.
  const inUse = new WeakSet<object>();
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      // Idle: the pool's own listener drops it and emits 'error' on the pool (below).
      if (!inUse.has(client)) return;
      inUse.delete(client);
      opts.onConnectionError?.(err, 'in use');
      // In use: hand it back now, broken. drizzle's transaction() never releases a client
      // whose BEGIN failed; a leaked client shrinks the pool for good and keeps pool.end()
      // (so the shutdown) waiting forever. A later release() by its user is a no-op.
      const release = client.release;
      client.release = () => undefined;
      release(err);
    }),
  );
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('error', (err) => opts.onConnectionError?.(err, 'idle'));
  const db = drizzle(pool, { schema }) as unknown as Db;
  let ending: Promise<void> | undefined;
  return {
    db,
    driver: 'pg',
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    prepared: async <Row>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })) as unknown as SqlResult<Row>,
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => (ending ??= pool.end()),
  };
}

async function openPglite(opts: OpenDatabaseOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes serve the "title contains" searches (docs/decisions/0037); PGlite ships
  // the extension in its package, so nothing is downloaded.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DirLock | undefined;
  let client: InstanceType<typeof PGlite>;
  if (opts.pgliteLoadDataDir || opts.inMemory) {
    client = new PGlite(
      opts.pgliteLoadDataDir ? { loadDataDir: opts.pgliteLoadDataDir, extensions } : { extensions },
    );
  } else {
    const dir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    lock = acquireDirLock(opts.dataDir);
    try {
      const open = async (folder: string) => {
        const engine = new PGlite(folder, { extensions });
        await engine.waitReady;
        return engine;
      };
      // A folder written by the engine before PGlite 0.5 is moved to this one first.
      const upgraded = await upgradeEmbeddedFolder(dir, open);
      if (upgraded) (opts.onUpgrade ?? ((u) => console.warn(describeUpgrade(u))))(upgraded);
      client = await open(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  await client.waitReady;
  // Closing PGlite while a query runs aborts its engine (RuntimeError: Aborted() from
  // _pgl_shutdown). Every call is counted, and close() waits for the running ones.
  const running = inFlight();
  let failure: EmbeddedDatabaseFailedError | undefined;
  const failed = (err: unknown) => {
    if (!isEngineFailure(err) || failure) return;
    failure = new EmbeddedDatabaseFailedError(err);
    opts.onFatal?.(err);
  };
  type Method = (...args: unknown[]) => Promise<unknown>;
  const pglite = client as unknown as Record<'query' | 'exec' | 'transaction', Method>;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = pglite[method].bind(client);
    pglite[method] = (...args) => {
      if (failure) return Promise.reject(failure);
      return running.track(
        original(...args).catch((err: unknown) => {
          failed(err);
          throw err;
        }),
      );
    };
  }
  let closing: Promise<void> | undefined;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query() takes one statement; exec() runs a script and returns each result.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    prepared: pglitePrepared(client as unknown as PgliteLike),
    async ping() {
      await client.query('select 1');
    },
    poolStats: () => ({
      size: 1,
      inUse: Math.min(running.count, 1),
      waiting: Math.max(running.count - 1, 0),
    }),
    close() {
      closing ??= (async () => {
        await running.idle(PGLITE_CLOSE_WAIT_MS);
        try {
          // A failed engine cannot shut down cleanly; there is nothing left to flush.
          if (!failure) await client.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    snapshot: (read) =>
      client.transaction(async (tx) => {
        const result = await read((text) => tx.query(text));
        return { tarball: await client.dumpDataDir('gzip'), read: result };
      }),
  };
}

/**
 * Turns `text` with $1…$n placeholders into a drizzle SQL object so infrastructure written
 * against `executeSql` (pg-boss) can run inside a drizzle transaction on either driver.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    // drizzle drops undefined parameters; SQL means NULL by them.
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

export async function executeInTx(tx: Queryable, text: string, values?: unknown[]) {
  const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as SqlResult;
  return { rows: result.rows };
}

/** Rows of a raw `sql` statement; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
