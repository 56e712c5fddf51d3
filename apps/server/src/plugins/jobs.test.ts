// Closing the app stops the job system before the database: no pg-boss query may still be
// running when the database plugin closes the handle (on PGlite that aborted the engine with
// `RuntimeError: Aborted()` during a SIGTERM shortly after start).
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const config = testConfig(db.url ? { DATABASE_URL: db.url } : {});
  const app = await buildApp(config, {
    database: slow,
    ssr: false,
    workers: true,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
  await sleep(1000);
  await app.close();
  const runningAtClose = running;
  await sleep(500);
  await db.handle.close();
  await db.drop();
  expect(runningAtClose).toBe(0);
});
