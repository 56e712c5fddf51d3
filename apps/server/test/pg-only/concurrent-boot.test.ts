// PostgreSQL only. Several processes started at once on an EMPTY database (a first deploy,
// a scaled-out restart) must all come up: migrations and pg-boss's queue creation (which
// alters its partitioned job table and used to fail with `deadlock detected`) run one
// process at a time under the migrations' advisory lock.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { templateDatabaseUrl } from '../db-template.ts';
import { testConfig } from '../helpers.ts';

const baseUrl = process.env.DATABASE_URL!;
const name = `tig_boot_${crypto.randomBytes(6).toString('hex')}`;
const apps: App[] = [];

async function admin(query: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await admin(`drop database if exists ${name} with (force)`);
});

it('boots three apps at once on an empty database', { timeout: 120_000 }, async () => {
  await admin(`create database ${name}`);
  const config = testConfig({ DATABASE_URL: templateDatabaseUrl(baseUrl, name) });
  const boots = await Promise.allSettled(
    [1, 2, 3].map(async () => {
      const app = await buildApp(config, { ssr: false, workers: true, jobPollingSeconds: 0.5 });
      apps.push(app);
      await app.ready();
      return (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
    }),
  );
  const failures = boots.flatMap((b) => (b.status === 'rejected' ? [String(b.reason)] : []));
  expect(failures).toEqual([]);
  expect(boots.map((b) => (b.status === 'fulfilled' ? b.value : 0))).toEqual([200, 200, 200]);
});
