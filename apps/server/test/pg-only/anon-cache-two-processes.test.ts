// PostgreSQL only. Two app instances on one database, each with its own connections and its
// own anonymous cache, stand for two processes behind a load balancer: an insight published
// through one is on the other's public list without waiting for its copy to go stale, because
// the change travels by NOTIFY (docs/decisions/0052).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DbHandle } from '../../src/db/client.ts';
import { Client, createTestApp, testConfig, type TestContext } from '../helpers.ts';
import os from 'node:os';

const NEWS = '/api/insights/public?tag=insights';
let first: TestContext;
let secondHandle: DbHandle;
let second: App;

beforeAll(async () => {
  first = await createTestApp();
  const url = first.app.config.DATABASE_URL!;
  secondHandle = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), poolMax: 3 });
  second = await buildApp(testConfig({ DATABASE_URL: url }), {
    database: secondHandle,
    ssr: false,
    workers: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondHandle.close();
  await first.close();
});

const titles = async (app: App) =>
  ((await app.inject({ url: NEWS })).json() as { insights: { title: string }[] }).insights.map(
    (i) => i.title,
  );

it('an insight published through one instance is public through the other', async () => {
  // The second instance holds a copy of the list from before the change.
  await titles(second);
  expect((await second.inject({ url: NEWS })).headers['x-anon-cache']).toBe('hit');

  const author = new Client(first.app, '10.13.0.1');
  expect((await author.login('author@techgold.test')).statusCode).toBe(200);
  const { id, edit } = (await author.post('/api/insight')).json() as { id: number; edit: string };
  const title = 'Published on one, read on the other';
  const saved = await author.request('PUT', `/api/insight/${id}`, {
    edit,
    title,
    live: 1,
    body: JSON.stringify({ time: 1, blocks: [], version: '2.31.0' }),
    thumbnail: null,
  });
  expect(saved.statusCode, saved.body).toBe(200);

  // Delivered asynchronously by PostgreSQL; well within the copy's 30 s of freshness.
  await expect.poll(() => titles(second), { timeout: 5000, interval: 50 }).toContain(title);
});
