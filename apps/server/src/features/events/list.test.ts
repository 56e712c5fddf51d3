import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { EventsResponse } from '@techgold/contracts/events';
import { events } from '../../db/schema/events.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.7.1.1');
  expect((await member.login()).statusCode).toBe(200);
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = row!.id;
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await member.get(`/api/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventsResponse;
}

/** Every page of a listing, following next_cursor. */
async function allPages(query: string) {
  const ids: number[] = [];
  const pages: EventsResponse[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const body = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(body);
    ids.push(...body.events.map((e) => e.id));
    cursor = body.next_cursor;
    expect(pages.length).toBeLessThan(100);
  }
  return { ids, pages };
}

/** Live events starting now or later, soonest first, from the database itself. */
const upcomingIds = async () =>
  (
    await t.handle.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.status, 'live'), gte(events.start, new Date())))
      .orderBy(asc(events.start), asc(events.id))
  ).map((r) => r.id);

async function eventIds(where: SQL | undefined) {
  return (
    await t.handle.db.select({ id: events.id }).from(events).where(where).orderBy(asc(events.id))
  ).map((r) => r.id);
}

describe('GET /api/events', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('lists the first 20 upcoming live events, soonest first, in the SPEC field names', async () => {
    const res = await member.get('/api/events');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as EventsResponse;
    const upcoming = await upcomingIds();
    expect(upcoming.length).toBeGreaterThan(20);
    expect(Object.keys(body).sort()).toEqual(['counts', 'events', 'next_cursor', 'total']);
    expect(body.events.map((e) => e.id)).toEqual(upcoming.slice(0, 20));
    expect(body.total).toBe(upcoming.length);
    expect(body.counts.all).toBe(upcoming.length);
    expect(body.next_cursor).toEqual(expect.any(String));
    const first = body.events[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['end', 'id', 'image_url', 'name', 'saved', 'start', 'status', 'url', 'venue'].sort(),
    );
    expect(Object.keys(first.venue!).sort()).toEqual(
      ['address1', 'address2', 'city', 'country', 'postcode', 'region'].sort(),
    );
    const [row] = await t.handle.db.select().from(events).where(eq(events.id, first.id));
    expect(first).toMatchObject({
      name: row!.name,
      status: 'live',
      start: row!.start.toISOString(),
      end: row!.end.toISOString(),
      image_url: row!.imageUrl,
      url: row!.url,
    });
    for (const e of body.events) {
      expect(e.status).toBe('live');
      expect(Date.parse(e.start)).toBeGreaterThanOrEqual(Date.now() - 60_000);
    }
  });

  it('leaves out past events and events that are not live', async () => {
    const { ids } = await allPages('?limit=50');
    const past = await eventIds(and(eq(events.status, 'live'), lt(events.start, new Date())));
    const notLive = await eventIds(ne(events.status, 'live'));
    expect(past.length).toBeGreaterThan(0);
    expect(notLive.length).toBeGreaterThan(0);
    for (const id of [...past, ...notLive]) expect(ids).not.toContain(id);
  });

  it('pages with the cursor: every upcoming event exactly once, soonest first, then null', async () => {
    const { ids, pages } = await allPages('?limit=7');
    expect(ids).toEqual(await upcomingIds());
    expect(pages.slice(0, -1).every((p) => p.events.length === 7)).toBe(true);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    const starts = pages.flatMap((p) => p.events.map((e) => Date.parse(e.start)));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    const body = await list('?q=CAREERS%20fair&limit=50');
    expect(body.events.length).toBeGreaterThan(0);
    for (const e of body.events) expect(e.name.toLowerCase()).toContain('careers fair');
    const upcoming = new Set(await upcomingIds());
    const matching = (
      await t.handle.db.select({ id: events.id, name: events.name }).from(events)
    ).filter((e) => upcoming.has(e.id) && e.name.toLowerCase().includes('careers fair'));
    expect(body.total).toBe(matching.length);
    expect(body.counts.all).toBe(matching.length);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('<script>alert(1)</script>')}`)).total).toBe(0);
    // Blank searches are no search.
    expect((await list('?q=%20%20')).total).toBe(upcoming.size);
  });

  it('saved=1 lists the saved live events, upcoming soonest first then past most recent first', async () => {
    const before = await list();
    const existing = (
      await t.handle.db
        .select({ id: savedItems.itemId })
        .from(savedItems)
        .where(and(eq(savedItems.userId, learnerId), eq(savedItems.kind, 'event')))
    ).map((r) => r.id);
    // Save two more upcoming, two more past and one draft event.
    const upcoming = (await upcomingIds()).filter((id) => !existing.includes(id));
    const past = (
      await t.handle.db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.status, 'live'), lt(events.start, new Date())))
    )
      .map((r) => r.id)
      .filter((id) => !existing.includes(id));
    const [draft] = await eventIds(ne(events.status, 'live'));
    const add = [upcoming[0]!, upcoming.at(-1)!, past[0]!, past.at(-1)!, draft!];
    await t.handle.db
      .insert(savedItems)
      .values(add.map((itemId) => ({ userId: learnerId, kind: 'event' as const, itemId })));

    const all = [...existing, ...add];
    const rows = await t.handle.db
      .select({ id: events.id, start: events.start })
      .from(events)
      .where(and(inArray(events.id, all), eq(events.status, 'live')))
      .orderBy(desc(events.start));
    const now = Date.now();
    const expected = [
      ...rows
        .filter((r) => r.start.getTime() >= now)
        .sort((a, b) => a.start.getTime() - b.start.getTime()),
      ...rows.filter((r) => r.start.getTime() < now),
    ].map((r) => r.id);

    const saved = await list('?saved=1');
    expect(saved.events.map((e) => e.id)).toEqual(expected);
    expect(saved.events.every((e) => e.saved)).toBe(true);
    expect(saved.total).toBe(expected.length);
    expect(saved.counts).toEqual({ all: before.counts.all, saved: expected.length });
    expect(saved.events.map((e) => e.id)).not.toContain(draft);
    expect(before.counts.saved).toBe(expected.length - 4);

    // Page by page (one a page), across the step from upcoming to past.
    const { ids } = await allPages('?saved=1&limit=1');
    expect(ids).toEqual(expected);

    // The Upcoming tab flags the saves.
    const first = (await list()).events.find((e) => e.id === upcoming[0]);
    expect(first?.saved).toBe(true);
    expect((await list()).events.filter((e) => !existing.includes(e.id) && e.saved)).toHaveLength(
      1,
    );

    // q applies to the Saved tab and both counts.
    const [savedRow] = await t.handle.db.select().from(events).where(eq(events.id, expected[0]!));
    const word = savedRow!.name.split(':')[0]!;
    const filtered = await list(`?saved=1&q=${encodeURIComponent(word)}`);
    expect(filtered.events.length).toBeGreaterThan(0);
    for (const e of filtered.events) expect(e.name).toContain(word);
    expect(filtered.counts.saved).toBe(filtered.events.length);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?saved=yes', 'saved'],
    ['?q=a&q=b', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?q=%00', 'q'],
    ['?cursor=bm9wZQ', 'cursor'],
    ['?cursor=%25%25%25', 'cursor'],
    [`?cursor=${'a'.repeat(201)}`, 'cursor'],
    // Well-formed but out-of-range fields would fail PostgreSQL's cast: refused up front.
    [
      `?cursor=${Buffer.from('u|2026-13-45 25:00:00+00|1|2026-01-01T00:00:00.000Z').toString('base64url')}`,
      'cursor',
    ],
    [
      `?cursor=${Buffer.from('u|2026-01-01 09:00:00+00|1|2026-02-30T00:00:00.000Z').toString('base64url')}`,
      'cursor',
    ],
    [
      `?cursor=${Buffer.from('x|2026-01-01 09:00:00+00|1|2026-01-01T00:00:00.000Z').toString('base64url')}`,
      'cursor',
    ],
    [
      `?cursor=${Buffer.from('u|2026-01-01 09:00:00+00|0|2026-01-01T00:00:00.000Z').toString('base64url')}`,
      'cursor',
    ],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await member.get(`/api/events${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('never answers 5xx to odd input', async () => {
    const odd = [
      '?q=%E2%80%AE',
      '?q=%27%3B%20drop%20table%20events%3B--',
      '?q=%5C',
      '?saved=1&cursor=',
      '?limit=50&saved=true',
      '?unknown=1',
      '?cursor[]=x',
      `?cursor=${Buffer.from('p|0001-01-01 00:00:00+00|1|2026-01-01T00:00:00.000Z').toString('base64url')}`,
      `?cursor=${Buffer.from('u|9999-12-31 23:59:59.999999+15|2147483647|9999-12-31T23:59:59.999Z').toString('base64url')}`,
    ];
    for (const query of odd) {
      const res = await member.get(`/api/events${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('filters: a range of UK days, online or in person', () => {
  const ukDay = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

  it('keeps events starting within the UK days given, the last day included, with counts to match', async () => {
    const upcoming = await t.handle.db
      .select({ id: events.id, start: events.start })
      .from(events)
      .where(and(eq(events.status, 'live'), gte(events.start, new Date())))
      .orderBy(asc(events.start), asc(events.id));
    const day = ukDay(upcoming[1]!.start);
    const expected = upcoming.filter((e) => ukDay(e.start) === day).map((e) => e.id);
    const { ids, pages } = await allPages(`?from=${day}&to=${day}`);
    expect(ids).toEqual(expected);
    expect(pages[0]!.total).toBe(expected.length);
    expect(pages[0]!.counts.all).toBe(expected.length);
    const later = await allPages(`?from=${day}`);
    expect(later.ids).toEqual(upcoming.filter((e) => ukDay(e.start) >= day).map((e) => e.id));
  });

  it('online is an event without a venue; in person one at a venue', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const [online] = await t.handle.db
      .insert(events)
      .values({ name: 'Filterable online briefing', status: 'live', start: soon, end: soon })
      .returning({ id: events.id });
    const onlineIds = (await allPages('?format=online')).ids;
    expect(onlineIds).toContain(online!.id);
    const inPerson = (await allPages('?format=in_person')).ids;
    expect(inPerson).not.toContain(online!.id);
    expect(inPerson.length + onlineIds.length).toBe((await upcomingIds()).length);
  });

  it('refuses a date that is not one, a range backwards or an unknown format, naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=tomorrow', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'to'],
      ['?format=hybrid', 'format'],
    ] as const) {
      const res = await member.get(`/api/events${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });
});
