// The hosted platform's credentials copied into ours, as members see them: new badges appear
// on their list (with the platform's picture), revoked ones go, people who are not members are
// skipped until they join; a platform that is down or answers nonsense is logged, loses
// nothing and is caught up by the next run; and the scheduled job does it on its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialsResponse } from '@techgold/contracts/credentials';
import { selectRows } from '../../db/client.ts';
import { createHostedPlatform } from '../../integrations/credentials/hosted-platform.ts';
import {
  PlatformAnswerError,
  PlatformUnavailableError,
} from '../../integrations/credentials/platform.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';
import {
  startFakePlatform,
  type FakeCredential,
  type FakePlatform,
} from '../../../test/fakes/credentials-platform.ts';
import { createCredentialsService, type CredentialsService } from './service.ts';
import { createCredentialSigning } from './signed/service.ts';
import type { SyncLog } from './sync.ts';

let t: TestContext;
let fake: FakePlatform;
let service: CredentialsService;
let learner: Client;
const logged: { level: string; msg: string; obj: object }[] = [];
const log: SyncLog = {
  info: (obj, msg) => logged.push({ level: 'info', msg, obj }),
  warn: (obj, msg) => logged.push({ level: 'warn', msg, obj }),
  error: (obj, msg) => logged.push({ level: 'error', msg, obj }),
};

const NEWCOMER = 'newcomer@northbridge-university.test';
const recent = () => new Date().toISOString();
const issued = (id: string, email: string, over: Partial<FakeCredential> = {}): FakeCredential => ({
  id,
  recipient: { email },
  group: { id: 'grp-data', name: 'SKI-Data Analysis', design_id: 'design-data' },
  issued_on: '2026-10-12',
  url: `https://platform.example/c/${id}`,
  updated_at: recent(),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakePlatform();
  service = createCredentialsService({
    db: t.handle.db,
    platform: createHostedPlatform({ baseUrl: fake.url, apiKey: fake.apiKey, backoffMs: 10 }),
    signing: createCredentialSigning({
      db: t.handle.db,
      baseUrl: t.config.publicBaseUrl,
      keySource: t.config.credentialKeys,
    }),
  });
  learner = new Client(t.app, '10.25.0.1');
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  logged.length = 0;
  fake.requests = [];
});

const mine = async () => (await learner.get('/api/user/credentials')).json() as CredentialsResponse;
const cursor = async () =>
  (
    await selectRows<{ cursor: string }>(
      t.handle.db,
      sql`select cursor from integration_cursors where name = 'credentials'`,
    )
  )[0]?.cursor ?? null;
const byExternal = (id: string) =>
  selectRows<{ id: number; redirect_url: string }>(
    t.handle.db,
    sql`select id, redirect_url from credentials where external_id = ${id}`,
  );

describe('syncing the hosted platform', () => {
  it('brings in members’ new badges with the platform’s picture, skipping non-members', async () => {
    const before = (await mine()).total;
    fake.credentials = [
      issued('h-1', LEARNER),
      issued('h-2', LEARNER.toUpperCase(), {
        group: { id: 'grp-award', name: 'AWA-Hackathon Winner', design_id: null },
      }),
      issued('h-3', 'stranger@elsewhere.test'),
      issued('h-4', LEARNER, { url: 'javascript:alert(1)' }),
    ];
    const report = await service.sync(log);
    expect(report).toMatchObject({ upserted: 3, removed: 0, skipped: 1, badges: 1 });
    const list = await mine();
    expect(list.total).toBe(before + 3);
    const data = list.credentials.find((c) => c.url === 'https://platform.example/c/h-1')!;
    expect(data.group.name).toBe('SKI-Data Analysis');
    expect(data.issued_at).toBe('2026-10-12T00:00:00Z');
    // An address that is not a web page is not kept as the issuer's page.
    expect((await byExternal('h-4'))[0]!.redirect_url).toBeNull();

    // The badge shows the platform's own picture, as a PNG we encoded.
    const badge = await t.app.inject({ method: 'GET', url: '/api/badge/design-data' });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/png');
    expect(badge.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(await cursor()).not.toBeNull();
  });

  it('asks only for what changed since, updates and removes, and never duplicates', async () => {
    const total = (await mine()).total;
    const last = await cursor();
    fake.credentials = [
      issued('h-1', LEARNER, { url: 'https://platform.example/c/h-1-moved' }),
      issued('h-2', LEARNER, { revoked: true }),
    ];
    expect(await service.sync(log)).toMatchObject({ upserted: 1, removed: 1 });
    expect(fake.requests[0]!.query.get('updated_since')).toBe(last);
    expect((await mine()).total).toBe(total - 1);
    expect(await byExternal('h-1')).toEqual([
      { id: expect.any(Number), redirect_url: 'https://platform.example/c/h-1-moved' },
    ]);
  });

  it('gives someone who joins later what was issued to them before', async () => {
    // Issued long ago (not "changed since"), to someone who was not a member then.
    fake.credentials = [issued('h-9', NEWCOMER, { updated_at: '2020-01-01T00:00:00.000Z' })];
    await t.handle.db.execute(sql`
      insert into users (first_name, last_name, email, user_type_id)
      values ('New', 'Comer', ${NEWCOMER}, 1)`);
    const report = await service.sync(log);
    expect(report!.newMembers).toBeGreaterThanOrEqual(1);
    expect(await byExternal('h-9')).toHaveLength(1);
    expect(fake.requests.some((r) => r.query.get('recipient_email') === NEWCOMER)).toBe(true);
  });

  it('when the platform is down: logged, nothing lost, and the next run catches up', async () => {
    const last = await cursor();
    fake.credentials = [issued('h-20', LEARNER)];
    fake.failNext(3, 503);
    await expect(service.sync(log)).rejects.toBeInstanceOf(PlatformUnavailableError);
    expect(logged.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      'credentials sync stopped; the job retries it',
    ]);
    expect(await cursor()).toBe(last);
    expect(await byExternal('h-20')).toHaveLength(0);
    // The platform is back: the retry brings it in.
    await service.sync(log);
    expect(await byExternal('h-20')).toHaveLength(1);
  });

  it('when an answer is malformed: logged with what was wrong, the cursor stays, a rerun repeats safely', async () => {
    const last = await cursor();
    fake.credentials = [issued('h-30', LEARNER), issued('h-31', LEARNER), issued('h-32', LEARNER)];
    fake.malformPage(2, JSON.stringify({ credentials: 'nope', meta: { page: 2, total_pages: 2 } }));
    await expect(service.sync(log)).rejects.toBeInstanceOf(PlatformAnswerError);
    const error = logged.find((l) => l.level === 'error')!;
    expect(JSON.stringify(error.obj)).toMatch(/credentials: /);
    expect(JSON.stringify(logged)).not.toContain(fake.apiKey);
    expect(await cursor()).toBe(last);
    // Page 1 was applied; page 2 was not. Fixed, a rerun gives each exactly once.
    expect(await byExternal('h-32')).toHaveLength(0);
    fake.malformPage(2, null);
    await service.sync(log);
    for (const id of ['h-30', 'h-31', 'h-32']) expect(await byExternal(id), id).toHaveLength(1);
  });
});

describe('the scheduled job', () => {
  it('runs the sync when CREDENTIALS_PLATFORM=hosted', async () => {
    const hosted = await createTestApp({
      CREDENTIALS_PLATFORM: 'hosted',
      CREDENTIALS_API_URL: fake.url,
      CREDENTIALS_API_KEY: fake.apiKey,
    });
    try {
      fake.credentials = [issued('h-job', LEARNER)];
      await hosted.app.jobs.send('credentials-sync', {});
      const deadline = Date.now() + 15_000;
      let rows: unknown[] = [];
      while (Date.now() < deadline && rows.length === 0) {
        await new Promise((r) => setTimeout(r, 200));
        rows = await selectRows(
          hosted.handle.db,
          sql`select 1 from credentials where external_id = 'h-job'`,
        );
      }
      expect(rows).toHaveLength(1);
    } finally {
      await hosted.close();
    }
  });
});
