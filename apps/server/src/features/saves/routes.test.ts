import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { listedSchool } from '../../db/visibility.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';

const MEMBER = 'employee@harbour-systems.test';

let t: TestContext;
let member: Client;
let userId: number;
const ids = { event: 0, hiddenEvent: 0, article: 0, draft: 0, employer: 0, school: 0 };
let schoolWithoutCourses = 0;

async function firstId(query: Promise<Array<{ id: number }>>) {
  const [row] = await query;
  if (!row) throw new Error('the demo data lacks a row this test needs');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  member = new Client(t.app, '10.9.0.1');
  const login = await member.login(MEMBER);
  expect(login.statusCode).toBe(200);
  userId = (login.json() as { user: { id: number } }).user.id;
  const pick = { id: sql<number>`min(id)` };
  ids.event = await firstId(db.select(pick).from(events).where(eq(events.status, 'live')));
  // A non-live event: made here, so the test does not depend on the demo's mix.
  const [hidden] = await db
    .insert(events)
    .values({ name: 'Draft meetup', status: 'draft', start: new Date(), end: new Date() })
    .returning({ id: events.id });
  ids.hiddenEvent = hidden!.id;
  ids.article = await firstId(db.select(pick).from(insights).where(eq(insights.live, true)));
  ids.draft = await firstId(db.select(pick).from(insights).where(eq(insights.live, false)));
  ids.employer = await firstId(db.select(pick).from(employers));
  ids.school = await firstId(db.select(pick).from(schools).where(listedSchool));
  // A provider without accredited courses is not listed, so it cannot be saved either.
  const [bare] = await db
    .insert(schools)
    .values({ title: 'No courses yet', tsUuid: '00000000-0000-4000-8000-00000000c0de' })
    .returning({ id: schools.id });
  schoolWithoutCourses = bare!.id;
});
afterAll(() => t.close());

const rowsFor = (kind: 'event' | 'article' | 'employer' | 'school', itemId: number) =>
  t.handle.db
    .select({ id: savedItems.itemId })
    .from(savedItems)
    .where(
      and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.itemId, itemId)),
    );

async function savedCount(): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedItems)
    .where(eq(savedItems.userId, userId));
  return row!.n;
}

async function savedIds(kind: string): Promise<number[]> {
  const res = await member.get('/api/user');
  return (res.json() as Record<string, number[]>)[`saved_${kind}_ids`]!;
}

describe('PUT and DELETE /api/user/{kind}/{id}', () => {
  it.each(['event', 'article', 'employer', 'school'] as const)(
    'saves and unsaves a %s, idempotently, and the user record follows',
    async (kind) => {
      const id = ids[kind];
      const first = await member.request('PUT', `/api/user/${kind}/${id}`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ saved: true });
      expect((await member.request('PUT', `/api/user/${kind}/${id}`)).statusCode).toBe(200);
      expect(await rowsFor(kind, id)).toHaveLength(1);
      expect(await savedIds(kind)).toContain(id);

      const removed = await member.request('DELETE', `/api/user/${kind}/${id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ saved: false });
      expect((await member.request('DELETE', `/api/user/${kind}/${id}`)).statusCode).toBe(200);
      expect(await rowsFor(kind, id)).toHaveLength(0);
      expect(await savedIds(kind)).not.toContain(id);
    },
  );

  it('answers 404 and writes nothing for unknown, hidden or malformed items', async () => {
    const before = await savedCount();
    const cases: Array<[string, string | number]> = [
      ['event', 2_000_000_000],
      ['event', ids.hiddenEvent],
      ['article', ids.draft],
      ['school', schoolWithoutCourses],
      ['employer', 'abc'],
      ['employer', '0'],
      ['employer', '-1'],
      ['employer', '99999999999'],
      ['course', ids.employer],
      ['event', '1.5'],
    ];
    for (const [kind, id] of cases) {
      const res = await member.request('PUT', `/api/user/${kind}/${id}`);
      expect(res.statusCode, `${kind}/${id}`).toBe(404);
      expect(res.json()).toEqual({ message: 'This item is no longer available.' });
    }
    expect(await savedCount()).toBe(before);
    expect((await member.request('DELETE', `/api/user/event/${ids.hiddenEvent}`)).statusCode).toBe(
      404,
    );
  });

  it('lets a member unsave an event that has since stopped being live', async () => {
    const db = t.handle.db;
    expect((await member.request('PUT', `/api/user/event/${ids.event}`)).statusCode).toBe(200);
    await db.update(events).set({ status: 'cancelled' }).where(eq(events.id, ids.event));
    try {
      const res = await member.request('DELETE', `/api/user/event/${ids.event}`);
      expect(res.statusCode).toBe(200);
      expect(await rowsFor('event', ids.event)).toHaveLength(0);
    } finally {
      await db.update(events).set({ status: 'live' }).where(eq(events.id, ids.event));
    }
  });

  it('refuses anonymous callers (401) and requests without the XSRF header (419)', async () => {
    const anonymous = new Client(t.app, '10.9.0.2');
    await anonymous.csrf();
    expect((await anonymous.request('PUT', `/api/user/event/${ids.event}`)).statusCode).toBe(401);
    const res = await member.request('PUT', `/api/user/event/${ids.event}`, undefined, {
      'x-xsrf-token': '',
    });
    expect(res.statusCode).toBe(419);
    expect(await rowsFor('event', ids.event)).toHaveLength(0);
  });
});
