import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SearchResponse, SearchResultsResponse } from '@techgold/contracts/search';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.8.0.1');
  expect((await member.login()).statusCode).toBe(200);
  // Rows named for these tests, so each group's rules are visible in the answers.
  const db = t.handle.db;
  const [author] = await db.select({ id: users.id }).from(users).limit(1);
  await db.insert(employers).values(
    ['Zebracorp One', 'zebracorp Two', 'ZEBRACORP Three', 'Zebracorp Four'].map((title, i) => ({
      title,
      tsUuid: `00000000-0000-4000-8000-0000000000a${i}`,
    })),
  );
  await db.insert(insights).values([
    {
      title: 'Zebracorp live story',
      url: 'zc-live',
      live: true,
      userId: author!.id,
      body: { blocks: [] },
      editKeyHash: 'x',
    },
    {
      title: 'Zebracorp draft story',
      url: 'zc-draft',
      live: false,
      userId: author!.id,
      body: { blocks: [] },
      editKeyHash: 'x',
    },
    {
      title: '100% Zebracorp',
      url: 'zc-percent',
      live: true,
      userId: author!.id,
      body: { blocks: [] },
      editKeyHash: 'x',
    },
  ]);
  // A provider without courses is not listed, so the search does not offer it.
  await db
    .insert(schools)
    .values({ title: 'Zebracorp Academy', tsUuid: '00000000-0000-4000-8000-0000000000b1' });
  const soon = new Date(Date.now() + 86_400_000);
  await db.insert(events).values([
    { name: 'Zebracorp meetup', status: 'live', start: soon, end: soon },
    { name: 'Zebracorp draft meetup', status: 'draft', start: soon, end: soon },
    // Past events come after upcoming ones.
    {
      name: 'Zebracorp reunion',
      status: 'live',
      start: new Date(Date.now() - 86_400_000),
      end: soon,
    },
  ]);
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await member.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}

describe('GET /api/search', () => {
  it('finds each group case-insensitively, at most 3 of each, visible items only', async () => {
    const body = await search('zEbRaCoRp');
    expect(body.employers).toHaveLength(3);
    expect(body.employers.every((e) => /zebracorp/i.test(e.title))).toBe(true);
    expect(body.insights.map((i) => i.title).sort()).toEqual([
      '100% Zebracorp',
      'Zebracorp live story',
    ]);
    expect(body.schools).toEqual([]);
    expect(body.events.map((e) => e.name)).toEqual(['Zebracorp meetup', 'Zebracorp reunion']);
    expect(Object.keys(body.events[0]!)).toEqual(['id', 'name']);
    expect(Object.keys(body.employers[0]!)).toEqual(['id', 'title']);
  });

  it('finds listed learning providers by title', async () => {
    const [listed] = await t.handle.db
      .select({ id: schools.id, title: schools.title })
      .from(schools)
      .where(eq(schools.title, 'Northbridge University'));
    if (!listed) throw new Error('the demo data lacks Northbridge University');
    const body = await search('northbridge');
    expect(body.schools).toContainEqual({ id: listed.id, title: listed.title });
  });

  it('answers nothing below three characters, and treats % and _ literally', async () => {
    expect(await search('ze')).toEqual({ employers: [], insights: [], schools: [], events: [] });
    expect(await search('  z  ')).toEqual({ employers: [], insights: [], schools: [], events: [] });
    expect((await search('0% Z')).insights.map((i) => i.title)).toEqual(['100% Zebracorp']);
    expect((await search('___')).employers).toEqual([]);
  });

  it('shows markup in the query as text (it is only ever a search term)', async () => {
    const body = await search('<script>alert(1)</script>');
    expect(body).toEqual({ employers: [], insights: [], schools: [], events: [] });
  });

  it('refuses absurd or repeated queries with 400 and anonymous callers with 401', async () => {
    const long = await member.get(`/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { q: [expect.any(String)] } });
    expect((await member.get('/api/search?q=abc&q=def')).statusCode).toBe(400);
    expect((await member.get('/api/search?q=%00abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/search?q=zebracorp' })).statusCode).toBe(401);
  });
});

describe('GET /api/search/results', () => {
  const results = async (query: string) => {
    const res = await member.get(`/api/search/results?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResultsResponse;
  };

  it('answers every group with its total and first results; events carry their dates', async () => {
    const body = await results('q=zebracorp');
    expect(body.groups.map((g) => [g.kind, g.total])).toEqual([
      ['employers', 4],
      ['insights', 2],
      ['schools', 0],
      ['events', 2],
    ]);
    const employersGroup = body.groups[0]!;
    expect(employersGroup.items).toHaveLength(4);
    expect(employersGroup.items[0]).toMatchObject({ start: null, end: null });
    const eventsGroup = body.groups[3]!;
    expect(eventsGroup.items.map((e) => e.title)).toEqual([
      'Zebracorp meetup',
      'Zebracorp reunion',
    ]);
    expect(Date.parse(eventsGroup.items[0]!.start!)).toBeGreaterThan(Date.now());
    expect(eventsGroup.items[0]!.end).toEqual(expect.any(String));
  });

  it('finds Harbour Systems for "Harbour", among all the Harbour employers', async () => {
    const body = await results('q=Harbour&kind=employers');
    const titles = body.groups[0]!.items.map((e) => e.title);
    expect(titles).toContain('Harbour Systems');
    expect(body.groups[0]!.total).toBe(titles.length);
    // The search bar shows three of them; the results page is where the rest are.
    expect((await search('Harbour')).employers.length).toBeLessThanOrEqual(3);
  });

  it('lists the closest titles first: the whole title, then titles starting with the search', async () => {
    const body = await results('q=harbour systems&kind=employers');
    expect(body.groups[0]!.items[0]!.title).toBe('Harbour Systems');
  });

  it('pages one kind at a time with its total, and never repeats a row', async () => {
    const first = await results('q=a&kind=employers');
    expect(first.groups[0]!.items).toEqual([]); // below three characters: nothing
    const p1 = await results('q=ine&kind=employers&page=1');
    const group1 = p1.groups[0]!;
    expect(group1.page_size).toBe(20);
    expect(group1.total).toBeGreaterThan(20);
    const p2 = (await results('q=ine&kind=employers&page=2')).groups[0]!;
    expect(p2.page).toBe(2);
    const ids = [...group1.items, ...p2.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a bad kind or page with 400 naming the field, and anonymous callers with 401', async () => {
    const kind = await member.get('/api/search/results?q=zebracorp&kind=people');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ errors: { kind: [expect.any(String)] } });
    for (const page of ['0', '101', 'two', '1.5']) {
      const res = await member.get(`/api/search/results?q=zebracorp&kind=events&page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { page: [expect.any(String)] } });
    }
    expect((await member.get(`/api/search/results?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/search/results?q=zebracorp' })).statusCode).toBe(401);
  });
});
