import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberInsightsResponse } from '@techgold/contracts/insights';
import { insights, insightTags } from '../../db/schema/insights.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { users } from '../../db/schema/users.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';
import { firstMemberInsightsPage, listMemberInsights } from './member-repository.ts';

let t: TestContext;
let member: Client;
let learnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = new Client(t.app, '10.7.0.1');
  expect((await member.login()).statusCode).toBe(200);
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, LEARNER));
  learnerId = row!.id;
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await member.get(`/api/insights${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemberInsightsResponse;
}

const liveIds = async () =>
  new Set(
    (
      await t.handle.db.select({ id: insights.id }).from(insights).where(eq(insights.live, true))
    ).map((r) => r.id),
  );

async function savedArticleIds() {
  const rows = await t.handle.db
    .select({ id: savedItems.itemId })
    .from(savedItems)
    .innerJoin(insights, eq(insights.id, savedItems.itemId))
    .where(
      and(
        eq(savedItems.userId, learnerId),
        eq(savedItems.kind, 'article'),
        eq(insights.live, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

describe('GET /api/insights', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/insights' });
    expect(res.statusCode).toBe(401);
  });

  it('lists 20 live insights newest first, each with saved, plus industry and topic tags', async () => {
    const body = await list();
    const live = await liveIds();
    expect(body.insights).toHaveLength(20);
    expect(body.total).toBe(live.size);
    expect(body.counts.all).toBe(live.size);
    for (const i of body.insights) expect(live.has(i.id)).toBe(true);
    const times = body.insights.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(body.insights[0]!)).toContain('saved');
    expect(body.tags.length).toBeGreaterThan(0);
    expect(body.tags.every((tag) => tag.type === 1 || tag.type === 2)).toBe(true);
    expect(new Set(body.tags.map((tag) => tag.type))).toEqual(new Set([1, 2]));
  });

  it('pages with the cursor without repeats or gaps, ending with a null cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const body = await list(`?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.insights.map((i) => i.id));
      cursor = body.next_cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(await liveIds());
  });

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    const [sample] = await t.handle.db
      .select({ title: insights.title })
      .from(insights)
      .where(eq(insights.live, true))
      .limit(1);
    const word = sample!.title.split(' ').find((w) => w.length >= 5)!;
    const body = await list(`?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(body.insights.length).toBeGreaterThan(0);
    for (const i of body.insights) expect(i.title.toLowerCase()).toContain(word.toLowerCase());
    expect(body.counts.all).toBe(body.total);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('keeps only insights carrying every chosen tag', async () => {
    // A pair of tags that some live insight carries together.
    const pairs = (await t.handle.db.execute(sql`
      select a.tag_id as a, b.tag_id as b, count(*)::int as n
      from insight_tags a join insight_tags b on a.insight_id = b.insight_id and a.tag_id < b.tag_id
      join insights i on i.id = a.insight_id and i.live
      group by 1, 2 order by 3 desc limit 1`)) as unknown as {
      rows: { a: number; b: number; n: number }[];
    };
    const pair = pairs.rows[0]!;
    const both = await list(`?tags=${pair.a}&tags=${pair.b}&limit=50`);
    expect(both.total).toBe(pair.n);
    const ids = both.insights.map((i) => i.id);
    const tagged = await t.handle.db
      .select({ insightId: insightTags.insightId, tagId: insightTags.tagId })
      .from(insightTags)
      .where(inArray(insightTags.insightId, ids));
    for (const id of ids) {
      const mine = tagged.filter((r) => r.insightId === id).map((r) => r.tagId);
      expect(mine).toEqual(expect.arrayContaining([pair.a, pair.b]));
    }
    const one = await list(`?tags=${pair.a}`);
    expect(one.total).toBeGreaterThanOrEqual(both.total);
    expect((await list(`?tags=${pair.a},${pair.b}`)).total).toBe(pair.n);
  });

  it('saved=1 lists the saved ones, and both tab counts follow the saves', async () => {
    const before = await list();
    expect(before.counts.saved).toBe((await savedArticleIds()).size);
    const unsaved = before.insights.filter((i) => !i.saved).slice(0, 2);
    await t.handle.db
      .insert(savedItems)
      .values(unsaved.map((i) => ({ userId: learnerId, kind: 'article' as const, itemId: i.id })));
    const after = await list();
    expect(after.counts.saved).toBe(before.counts.saved + 2);
    for (const i of after.insights.filter((x) => unsaved.some((u) => u.id === x.id))) {
      expect(i.saved).toBe(true);
    }
    const saved = await list('?saved=1&limit=50');
    expect(new Set(saved.insights.map((i) => i.id))).toEqual(await savedArticleIds());
    expect(saved.total).toBe(after.counts.saved);
    expect(saved.insights.every((i) => i.saved)).toBe(true);
  });

  it("the prepared first pages are the general query's pages, row for row, saves included", async () => {
    // Every insights page opens on the first page, and the dashboard on the Saved tab's: each a
    // prepared statement of its own; the second page or a search take the query builder. They
    // must never differ.
    const [first] = await t.handle.db
      .select({ id: insights.id })
      .from(insights)
      .where(eq(insights.live, true))
      .orderBy(sql`${insights.createdAt} desc, ${insights.id} desc`)
      .limit(1);
    await t.handle.db
      .insert(savedItems)
      .values({ userId: learnerId, kind: 'article', itemId: first!.id })
      .onConflictDoNothing();
    for (const saved of [false, true]) {
      for (const limit of [2, 21, 51]) {
        const prepared = await firstMemberInsightsPage(t.handle, learnerId, limit, saved);
        const general = await listMemberInsights(t.handle.db, {
          userId: learnerId,
          tagIds: [],
          saved,
          limit,
        });
        expect(prepared).toEqual(general);
        expect(prepared[0]).toMatchObject({ id: first!.id, saved: true });
        expect(prepared[0]!.createdAt).toBeInstanceOf(Date);
      }
    }
    // Another member's saves are not this one's.
    const [other] = await firstMemberInsightsPage(t.handle, learnerId + 100_000, 2);
    expect(other).toMatchObject({ id: first!.id, saved: false });
    expect(await firstMemberInsightsPage(t.handle, learnerId + 100_000, 2, true)).toEqual([]);
  });

  it.each([
    ['?tags=abc', 'tags'],
    ['?tags=0', 'tags'],
    [`?tags=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, 'tags'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?saved=yes', 'saved'],
    ['?q=a&q=b', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?cursor=bm9wZQ', 'cursor'],
    // Matches the pattern but is no date: the database cast must never see it (was a 500).
    [`?cursor=${Buffer.from('2024-02-31 10:00:00+00|5').toString('base64url')}`, 'cursor'],
    [`?cursor=${Buffer.from('2024-02-01 24:00:00+00|5').toString('base64url')}`, 'cursor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await member.get(`/api/insights${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('shows markup in a search as text: it is only ever a search term', async () => {
    const body = await list(`?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(body.total).toBe(0);
  });

  it('stops counting a broad search at 100 and says so; a narrower one stays exact', async () => {
    // 101 live matches, cleared afterwards so the other tests see the demo data only.
    await t.handle.db.execute(sql`
      insert into insights (title, body, url, live, edit_key_hash, user_id)
      select 'Capped count probe ' || n, '{"blocks":[]}'::jsonb, 'capped-count-probe-' || n,
             true, 'x', ${learnerId}
      from generate_series(1, 101) as n`);
    try {
      const broad = await list(`?q=${encodeURIComponent('capped COUNT probe')}`);
      expect(broad.counts).toEqual({ all: 100, saved: 0, capped: true });
      expect(broad.total).toBe(100);
      expect(broad.insights).toHaveLength(20);
      expect(broad.next_cursor).not.toBeNull();

      // "probe 10" matches probes 10, 100 and 101: counted exactly, no "+".
      const narrow = await list(`?q=${encodeURIComponent('capped count probe 10')}`);
      expect(narrow.counts).toEqual({ all: 3, saved: 0 });
      expect(narrow.total).toBe(3);
    } finally {
      await t.handle.db.delete(insights).where(sql`${insights.url} like 'capped-count-probe-%'`);
    }
  });
});

describe('tag counts for the filter panel (issue 26)', () => {
  it('say how many insights each tag would show, under the current search and tags', async () => {
    const first = await list();
    const counts = first.tag_counts!;
    const [tagId, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
    expect(n).toBeGreaterThan(0);
    // Choosing the tag shows exactly that many, and its own count is then the total.
    const filtered = await list(`?tags=${tagId}`);
    expect(filtered.total).toBe(n);
    expect(filtered.tag_counts![tagId]).toBe(n);
    // Every other tag's count is at most the filtered total (insights must carry both).
    for (const value of Object.values(filtered.tag_counts!)) expect(value).toBeLessThanOrEqual(n);
    // A search that matches nothing leaves no counts; later pages carry none.
    expect((await list('?q=zzzz-no-such-title')).tag_counts).toEqual({});
    if (first.next_cursor) {
      const next = await list(`?cursor=${encodeURIComponent(first.next_cursor)}`);
      expect(next.tag_counts).toBeUndefined();
    }
  });
});
