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

export async function runMigrations(handle: DbHandle, databaseUrl?: string): Promise<void> {
  if (handle.driver === 'pg' && !databaseUrl)
    throw new Error('runMigrations: databaseUrl is required for pg');
  const folder = migrationsFolder();
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
    return;
  }
  // Session-level advisory locks belong to one connection, so migrate on a dedicated client.
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
