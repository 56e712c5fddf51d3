// Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock makes
// concurrent boots of several processes safe.
import path from 'node:path';
import fs from 'node:fs';
import type { DbHandle } from './client.ts';

/** apps/server/drizzle, found from src/db (dev, tests) or dist (built). */
export function migrationsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder apps/server/drizzle not found');
}

const MIGRATION_LOCK = 726_354_001;

/**
 * Runs `work` while holding the session advisory lock that migrations take, on a dedicated
 * connection, so boot-time schema work (migrations, job queues) never runs twice at once
 * across processes. `work` may use the pool; the lock connection only holds the lock.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // Without a listener a broken connection crashes the process (docs/decisions/0040); the
  // queries below fail on their own, which fails the boot with a clear error.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

export async function runMigrations(handle: DbHandle, databaseUrl?: string): Promise<void> {
  if (handle.driver === 'pg' && !databaseUrl)
    throw new Error('runMigrations: databaseUrl is required for pg');
  const folder = migrationsFolder();
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await withMigrationLock(databaseUrl!, () =>
    migrate(handle.db as never, { migrationsFolder: folder }),
  );
}
