// The events-platform sync, through the console's call, against the loopback fake: events
// upserted by external id (twice → no duplicates), changes and unreadable events reported,
// details sanitised, venues shared, a live event announced once; a platform that is down
// answers a report with the reason; without configuration the sync is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventMessages, type EventSyncReport } from '@techgold/contracts/admin/events';
import { createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';
import {
  fakeEvent,
  startFakeEventsPlatform,
  type FakeEventsPlatform,
} from '../../../../test/fakes/events-platform.ts';
import { EDITOR, rows, signedIn } from '../test-fixtures.ts';

let t: TestContext;
let fake: FakeEventsPlatform;
beforeAll(async () => {
  fake = await startFakeEventsPlatform();
  t = await createTestApp({
    EVENTS_API_URL: fake.url,
    EVENTS_API_TOKEN: fake.token,
    EVENTS_ORGANIZATION_ID: fake.organizationId,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const synced = () =>
  rows<{
    external_id: string;
    name: string;
    status: string;
    description_html: string | null;
    venue_id: number | null;
    announced_at: Date | null;
  }>(
    t,
    sql`select external_id, name, status, description_html, venue_id, announced_at from events
        where external_id like 'eb-%' order by external_id`,
  );

async function sync(): Promise<EventSyncReport> {
  const editor = await signedIn(t, EDITOR);
  const res = await editor.post('/api/admin/events/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventSyncReport;
}

describe('POST /api/admin/events/sync', () => {
  it('adds the platform’s events across pages, then finds nothing to do the second time', async () => {
    fake.events = [1, 2, 3, 4, 5].map((n) => fakeEvent(n));
    fake.events[4]!.status = 'draft';
    expect(await sync()).toEqual({ added: 5, changed: 0, unchanged: 0, skipped: [], error: null });
    const first = await synced();
    expect(first.map((e) => e.external_id)).toEqual(['eb-1', 'eb-2', 'eb-3', 'eb-4', 'eb-5']);
    expect(first[0]!.description_html).toBe('<p>About event 1</p>');
    // One venue row, shared.
    expect(new Set(first.map((e) => e.venue_id)).size).toBe(1);
    const [venue] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from venues where external_id = 'v-1'`,
    );
    expect(venue!.n).toBe(1);

    expect(await sync()).toEqual({ added: 0, changed: 0, unchanged: 5, skipped: [], error: null });
    expect(await synced()).toHaveLength(5);
    // Live events are announced once: a job each, and members told.
    const [jobs] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job j join events e on e.id = (j.data->>'eventId')::int
          where j.name = 'event-published' and e.external_id like 'eb-%'`,
    );
    expect(jobs!.n).toBe(4);
    const learner = await signedIn(t, LEARNER);
    const [live] = await rows<{ id: number }>(
      t,
      sql`select id from events where external_id = 'eb-1'`,
    );
    expect((await learner.get(`/api/event/${live!.id}`)).statusCode).toBe(200);
  });

  it('reports changes and unreadable events, and never duplicates', async () => {
    fake.events[0] = fakeEvent(1, { name: { text: 'Renamed On The Platform' } });
    fake.events[4] = fakeEvent(5, { status: 'live' });
    fake.events.push(fakeEvent(6, { start: { timezone: 'Europe/London', utc: 'soon' } }));
    fake.events.push(
      fakeEvent(7, { start: { timezone: 'Mars/Olympus', utc: '2030-06-07T17:00:00Z' } }),
    );
    const report = await sync();
    expect(report).toEqual({
      added: 0,
      changed: 2,
      unchanged: 3,
      skipped: [
        { external_id: 'eb-6', reason: expect.stringContaining('start.utc') },
        { external_id: 'eb-7', reason: 'start.timezone: not a time zone' },
      ],
      error: null,
    });
    const now = await synced();
    expect(now).toHaveLength(5);
    expect(now[0]!.name).toBe('Renamed On The Platform');
    expect(now[4]).toMatchObject({ status: 'live', announced_at: expect.anything() });
    const audit = await rows<{ action: string; data: EventSyncReport }>(
      t,
      sql`select action, data from audit_log where action = 'event.sync' order by id desc limit 1`,
    );
    expect(audit[0]!.data).toMatchObject({ changed: 2, unchanged: 3 });
  });

  it('a platform that is down or answers nonsense ends the run with the reason, keeping what came before', async () => {
    fake.events = fake.events.slice(0, 5);
    fake.failNext(3, 503);
    const down = await sync();
    expect(down.error).toMatch(/HTTP 503 after 3 attempts/);
    fake.malformPage(2, '{"pagination": {"page_number": 2}}');
    try {
      const bad = await sync();
      expect(bad).toMatchObject({
        unchanged: 2,
        error: expect.stringContaining('unexpected answer'),
      });
    } finally {
      fake.malformPage(2, null);
    }
    expect(await synced()).toHaveLength(5);
  });
});

describe('without the events platform configured', () => {
  it('the sync is off', async () => {
    const bare = await createTestApp();
    try {
      const editor = await signedIn(bare, EDITOR);
      const res = await editor.post('/api/admin/events/sync');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: eventMessages.syncOff });
    } finally {
      await bare.close();
    }
  });
});
