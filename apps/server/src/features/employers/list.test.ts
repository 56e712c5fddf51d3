import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { EmployersResponse } from '@techgold/contracts/employers';
import { employerTags, employers } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { tags } from '../../db/schema/tags.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
// Titles a search must match literally, and two whose titles are too long for a cursor to
// carry (the cursor then names the row by id alone).
const LITERAL = ['Percent 100% Analytics', 'Under_score Systems', 'Backslash \\ Works'];
const LONG = ['Zz Long ' + 'a'.repeat(190), 'Zz Long ' + 'a'.repeat(189) + 'b'];
const MARKUP = '<img src=x onerror=alert(1)> Tag Soup Ltd';

beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.31.0.1');
  expect((await member.login()).statusCode).toBe(200);
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = row!.id;
  await t.handle.db.insert(employers).values(
    [...LITERAL, ...LONG, MARKUP].map((title, i) => ({
      title,
      tsUuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    })),
  );
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await member.get(`/api/employers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployersResponse;
}

/** Every employer id in the order the directory must show them. */
async function allInOrder(): Promise<number[]> {
  const rows = await t.handle.db
    .select({ id: employers.id })
    .from(employers)
    .orderBy(sql`lower(${employers.title})`, employers.id);
  return rows.map((r) => r.id);
}

async function savedEmployerIds() {
  const rows = await t.handle.db
    .select({ id: savedItems.itemId })
    .from(savedItems)
    .innerJoin(employers, eq(employers.id, savedItems.itemId))
    .where(and(eq(savedItems.userId, learnerId), eq(savedItems.kind, 'employer')));
  return new Set(rows.map((r) => r.id));
}

async function pageThrough(query: string) {
  const seen: number[] = [];
  let cursor: string | null = '';
  let pages = 0;
  while (cursor !== null) {
    const body = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...body.employers.map((e) => e.id));
    if (body.next_cursor) expect(body.next_cursor.length).toBeLessThanOrEqual(200);
    cursor = body.next_cursor;
    pages++;
  }
  return { seen, pages };
}

describe('GET /api/employers', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/employers' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the first 20 employers A–Z with their fields, tags, saved flags and both counts', async () => {
    const res = await member.get('/api/employers');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as EmployersResponse;
    const order = await allInOrder();
    expect(body.employers.map((e) => e.id)).toEqual(order.slice(0, 20));
    expect(body.total).toBe(order.length);
    expect(body.counts).toEqual({ all: order.length, saved: (await savedEmployerIds()).size });
    expect(body.next_cursor).toEqual(expect.any(String));
    const first = body.employers[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'address_state',
        'id',
        'logo_url',
        'profile',
        'saved',
        'tags',
        'title',
        'ts_uuid',
        'url',
      ].sort(),
    );
    // SPEC §3: every row carries the employer's profile, in full.
    const profiles = new Map(
      (
        await t.handle.db.select({ id: employers.id, profile: employers.profile }).from(employers)
      ).map((r) => [r.id, r.profile]),
    );
    for (const e of body.employers) expect(e.profile).toBe(profiles.get(e.id));
    expect(body.employers.filter((e) => e.profile).length).toBeGreaterThan(0);
    // Each row's tags are exactly the employer's, in the tag shape.
    for (const e of body.employers) {
      const mine = await t.handle.db
        .select({ id: employerTags.tagId })
        .from(employerTags)
        .where(eq(employerTags.employerId, e.id));
      expect(e.tags.map((tag) => tag.id).sort()).toEqual(mine.map((m) => m.id).sort());
      for (const tag of e.tags) {
        expect(Object.keys(tag).sort()).toEqual(['id', 'title', 'ts_uuid', 'type']);
      }
    }
  });

  it('offers every industry and technology tag (not the news categories) for the filters', async () => {
    const body = await list();
    const expected = await t.handle.db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`${tags.type} in (1, 2) and ${tags.newsCategory} is null`);
    expect(body.tags.map((tag) => tag.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(new Set(body.tags.map((tag) => tag.type))).toEqual(new Set([1, 2]));
  });

  it('two pages with the cursor continue exactly where the first ended', async () => {
    const order = await allInOrder();
    const one = await list('?limit=7');
    const two = await list(`?limit=7&cursor=${one.next_cursor}`);
    expect([...one.employers, ...two.employers].map((e) => e.id)).toEqual(order.slice(0, 14));
  });

  it('pages through every employer exactly once, in order, ending with a null cursor', async () => {
    const { seen } = await pageThrough('?limit=50');
    expect(seen).toEqual(await allInOrder());
  });

  it('pages past titles too long for the cursor to carry', async () => {
    const { seen, pages } = await pageThrough('?q=zz%20long&limit=1');
    expect(pages).toBe(2);
    const titles = (await list('?q=zz%20long')).employers.map((e) => e.title);
    expect(titles).toEqual(LONG);
    expect(new Set(seen).size).toBe(2);
  });

  it('searches titles case-insensitively, treating %, _ and \\ literally', async () => {
    const harbour = await list('?q=hARBOUR%20sys');
    expect(harbour.employers.map((e) => e.title)).toEqual(['Harbour Systems']);
    expect(harbour.total).toBe(1);
    expect(harbour.counts.all).toBe(1);
    const percent = await list(`?q=${encodeURIComponent('100%')}`);
    expect(percent.employers.map((e) => e.title)).toEqual([LITERAL[0]]);
    const underscore = await list('?q=_');
    expect(underscore.employers.map((e) => e.title)).toEqual([LITERAL[1]]);
    const backslash = await list(`?q=${encodeURIComponent('\\')}`);
    expect(backslash.employers.map((e) => e.title)).toEqual([LITERAL[2]]);
    expect((await list('?q=%25%25')).total).toBe(0);
    // Blank is no search at all.
    expect((await list('?q=%20%20')).total).toBe((await allInOrder()).length);
  });

  it('treats markup in a search as text, and returns markup in a title as data', async () => {
    const res = await member.get(
      `/api/employers?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().total).toBe(0);
    const soup = await list(`?q=${encodeURIComponent('<img src=x')}`);
    expect(soup.employers.map((e) => e.title)).toEqual([MARKUP]);
  });

  it('keeps only employers carrying every chosen tag', async () => {
    // A pair of tags that several employers carry together.
    const pairs = (await t.handle.db.execute(sql`
      select a.tag_id as a, b.tag_id as b, count(*)::int as n
      from employer_tags a join employer_tags b
        on a.employer_id = b.employer_id and a.tag_id < b.tag_id
      group by 1, 2 order by 3 desc, 1, 2 limit 1`)) as unknown as {
      rows: { a: number; b: number; n: number }[];
    };
    const pair = pairs.rows[0]!;
    expect(pair.n).toBeGreaterThan(1);
    const both = await list(`?tags=${pair.a}&tags=${pair.b}&limit=50`);
    expect(both.total).toBe(pair.n);
    expect(both.counts.all).toBe(pair.n);
    expect(both.employers).toHaveLength(Math.min(pair.n, 50));
    for (const e of both.employers) {
      expect(e.tags.map((tag) => tag.id)).toEqual(expect.arrayContaining([pair.a, pair.b]));
    }
    const one = await list(`?tags=${pair.a}`);
    expect(one.total).toBeGreaterThan(both.total);
    expect((await list(`?tags=${pair.a},${pair.b}`)).total).toBe(pair.n);
    // Tags and a search together.
    const word = both.employers[0]!.title.split(' ')[0]!;
    const narrowed = await list(`?tags=${pair.a}&tags=${pair.b}&q=${word}`);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(both.total);
    for (const e of narrowed.employers) expect(e.title).toContain(word);
    // An id no tag has matches nothing.
    expect((await list('?tags=999999')).total).toBe(0);
  });

  it('saved=1 lists the saved ones, and both tab counts follow the saves', async () => {
    const before = await list();
    const unsaved = before.employers.filter((e) => !e.saved).slice(0, 2);
    await t.handle.db
      .insert(savedItems)
      .values(unsaved.map((e) => ({ userId: learnerId, kind: 'employer' as const, itemId: e.id })));
    const after = await list();
    expect(after.counts.saved).toBe(before.counts.saved + 2);
    expect(after.counts.all).toBe(before.counts.all);
    for (const e of after.employers.filter((x) => unsaved.some((u) => u.id === x.id))) {
      expect(e.saved).toBe(true);
    }
    const saved = await list('?saved=1&limit=50');
    expect(new Set(saved.employers.map((e) => e.id))).toEqual(await savedEmployerIds());
    expect(saved.total).toBe(after.counts.saved);
    expect(saved.counts).toEqual(after.counts);
    expect(saved.employers.every((e) => e.saved)).toBe(true);
    // Saved and paged: one at a time covers them all.
    const { seen } = await pageThrough('?saved=true&limit=1');
    expect(new Set(seen)).toEqual(await savedEmployerIds());
    // A search narrows the Saved count too.
    const named = await list(`?q=${encodeURIComponent(unsaved[0]!.title)}`);
    expect(named.counts.saved).toBeGreaterThanOrEqual(1);
    expect(named.counts.saved).toBeLessThan(after.counts.saved);
  });

  const tooMany = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
  it.each([
    ['?tags=abc', 'tags'],
    ['?tags=0', 'tags'],
    ['?tags=-1', 'tags'],
    ['?tags=1.5', 'tags'],
    ['?tags=99999999999', 'tags'],
    [`?tags=${tooMany}`, 'tags'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1e9', 'limit'],
    ['?limit=1&limit=2', 'limit'],
    ['?saved=yes', 'saved'],
    ['?saved=1&saved=0', 'saved'],
    ['?q=a&q=b', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?q=a%00b', 'q'],
    ['?cursor=bm9wZQ', 'cursor'],
    ['?cursor=a&cursor=b', 'cursor'],
    [`?cursor=${'A'.repeat(201)}`, 'cursor'],
    [`?cursor=${Buffer.from('[0,"a"]').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('{"id":1}').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('[1,"a","b"]').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('[3000000000,"a"]').toString('base64url')}`, 'cursor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await member.get(`/api/employers${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('never answers 5xx to odd but well-formed input', async () => {
    const odd = [
      `?cursor=${Buffer.from('[1]').toString('base64url')}`,
      `?cursor=${Buffer.from('[999999,"zzzz"]').toString('base64url')}`,
      `?cursor=${Buffer.from('[1,"\u00e9\ud83d\ude00"]').toString('base64url')}`,
      `?q=${encodeURIComponent("'; drop table employers; --")}`,
      `?q=${encodeURIComponent('😀 ∑ ß')}`,
      '?tags=1,1,1',
      '?unknown=1',
    ];
    for (const query of odd) {
      const res = await member.get(`/api/employers${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    // A cursor naming a row that no longer exists ends the list rather than failing.
    const gone = await list(`?cursor=${Buffer.from('[999999]').toString('base64url')}`);
    expect(gone.employers).toEqual([]);
    expect(gone.next_cursor).toBeNull();
  });
});

describe('tag counts for the filter panel (issue 26)', () => {
  it('say how many employers each tag would show, under the current search and tags', async () => {
    const first = await list();
    const [tagId, n] = Object.entries(first.tag_counts!).sort((a, b) => b[1] - a[1])[0]!;
    expect(n).toBeGreaterThan(0);
    const filtered = await list(`?tags=${tagId}`);
    expect(filtered.total).toBe(n);
    expect(filtered.tag_counts![tagId]).toBe(n);
    expect((await list('?q=zzzz-no-such-employer')).tag_counts).toEqual({});
  });
});
