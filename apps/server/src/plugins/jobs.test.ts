// Closing the app stops the job system before the database: no pg-boss query may still be
// running when the database plugin closes the handle (on PGlite that aborted the engine with
// `RuntimeError: Aborted()` during a SIGTERM shortly after start).
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app whose job workers run, polling every half second, on `database`. */
async function workingApp(url: string | undefined, database: DbHandle) {
  const config = testConfig(url ? { DATABASE_URL: url } : {});
  const app = await buildApp(config, {
    database,
    ssr: false,
    workers: true,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
  return app;
}

it('closing the app leaves no job-system query running', async () => {
  const db = await openTestDatabase();
  let running = 0;
  // Slow queries, so the workers' fetches are nearly always in flight.
  const slow: DbHandle = {
    ...db.handle,
    async executeSql(text, values) {
      running += 1;
      try {
        await sleep(400);
        return await db.handle.executeSql(text, values);
      } finally {
        running -= 1;
      }
    },
  };
  const app = await workingApp(db.url, slow);
  await sleep(1000);
  await app.close();
  const runningAtClose = running;
  await sleep(500);
  await db.handle.close();
  await db.drop();
  expect(runningAtClose).toBe(0);
});

it('an idle process asks the database which queues have work once per interval, not per queue', async () => {
  const db = await openTestDatabase();
  const statements: string[] = [];
  const counted: DbHandle = {
    ...db.handle,
    executeSql(text, values) {
      statements.push(text);
      return db.handle.executeSql(text, values);
    },
  };
  const app = await workingApp(db.url, counted);
  await sleep(1000); // each worker's first fetch, at start
  const from = statements.length;
  await sleep(2000);
  const idle = statements.slice(from);
  // Queued inside a transaction, so no worker here is told: the dispatcher's question finds it.
  await db.handle.db.transaction((tx) => app.jobs.send('maintenance', {}, tx));
  const done = async () => {
    const { rows } = await db.handle.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'maintenance' and state = 'completed'`,
    );
    return (rows[0] as { n: number }).n;
  };
  await expect.poll(done, { timeout: 5000, interval: 100 }).toBe(1);
  await app.close();
  await db.handle.close();
  await db.drop();
  // pg-boss's fetch (an UPDATE of the next jobs, FOR UPDATE SKIP LOCKED) only for work: at
  // most a cron slot's job falling in the window (each queue used to fetch every interval,
  // 36 in this window).
  expect(idle.filter((text) => text.includes('grouped_policy')).length).toBeLessThanOrEqual(2);
  // One question per half second for the nine queues worked here.
  const asked = idle.filter((text) => text.includes('FROM unnest($1::text[]) AS q(name)'));
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.length).toBeLessThanOrEqual(5);
});
