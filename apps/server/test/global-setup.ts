// Builds ONE migrated, seeded database before the suite; each test file then gets a cheap
// copy (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { installJobSchema, templateDatabaseUrl, TEMPLATE_DB } from './db-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  const passwordHash = await hashPassword('Demo-Password-1');
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = templateDatabaseUrl(databaseUrl, TEMPLATE_DB);
    const handle = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    await runMigrations(handle, url);
    await seedDemo(handle.db, { passwordHash });
    await installJobSchema(handle);
    await handle.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    project.provide('pgliteDump', '');
    return async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.end();
    };
  }
  const handle = await openDatabase({
    dataDir: os.tmpdir(),
    pgliteLoadDataDir: undefined,
    inMemory: true,
  });
  await runMigrations(handle);
  await seedDemo(handle.db, { passwordHash });
  await installJobSchema(handle);
  const dump = await handle.dumpDataDir!();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tig-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  project.provide('templateDatabase', '');
}
