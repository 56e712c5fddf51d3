import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, not } from 'drizzle-orm';
import type { PublicInsightsResponse } from '@techgold/contracts/insights';
import { insights } from '../../db/schema/insights.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query = '') => {
  const res = await get(`/api/insights/public${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as PublicInsightsResponse;
};

async function publicIds() {
  const rows = await t.handle.db
    .select({ id: insights.id })
    .from(insights)
    .where(and(eq(insights.live, true), eq(insights.public, true)));
  return new Set(rows.map((r) => r.id));
}

describe('GET /api/insights/public', () => {
  it('lists live public insights newest first, with tags and author, and no private fields', async () => {
    const body = await list();
    expect(body.insights).toHaveLength(20);
    const allowed = await publicIds();
    expect(body.total).toBe(allowed.size);
    for (const i of body.insights) expect(allowed.has(i.id)).toBe(true);
    const times = body.insights.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = body.insights[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'created_at',
        'id',
        'subtitle',
        'tags',
        'thumbnail',
        'title',
        'updated_at',
        'url',
        'user',
      ].sort(),
    );
    expect(Object.keys(first.user).sort()).toEqual(
      ['employer', 'first_name', 'full_name', 'last_name'].sort(),
    );
    expect(first.tags.some((tag) => tag.news_category !== null)).toBe(true);
    expect(
      body.tags
        .map((tag) => tag.news_category)
        .filter(Boolean)
        .sort(),
    ).toEqual(['community', 'impact', 'insights']);
    expect(JSON.stringify(body)).not.toMatch(/"search"|edit_key|"email"/);
  });

  it('walks every page by cursor with no gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const body = await list(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.insights.length).toBeLessThanOrEqual(7);
      seen.push(...body.insights.map((i) => i.id));
      cursor = body.next_cursor;
      pages++;
    }
    const all = await publicIds();
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(all);
    expect(pages).toBe(Math.ceil(all.size / 7));
  });

  it('offset pages match cursor pages', async () => {
    const first = await list('?limit=5');
    const byCursor = await list(`?limit=5&cursor=${first.next_cursor}`);
    const byOffset = await list('?limit=5&offset=5');
    expect(byOffset.insights.map((i) => i.id)).toEqual(byCursor.insights.map((i) => i.id));
  });

  it('filters by news category name and by tag id', async () => {
    const body = await list('?tag=community&limit=99');
    expect(body.insights.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.insights.length);
    for (const i of body.insights) {
      expect(i.tags.some((tag) => tag.news_category === 'community')).toBe(true);
    }
    const impact = body.tags.find((tag) => tag.news_category === 'impact')!;
    const byId = await list(`?tag=${impact.id}&limit=4`);
    expect(byId.insights).toHaveLength(4);
    for (const i of byId.insights) expect(i.tags.some((tag) => tag.id === impact.id)).toBe(true);
    expect((await list('?tag=Insights&limit=1')).insights).toHaveLength(1);
  });

  it.each([
    ['?tag=events', 'tag'],
    ['?tag=999999', 'tag'],
    ['?tag=%3Cscript%3E', 'tag'],
    ['?limit=0', 'limit'],
    ['?limit=100', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=5&limit=6', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=1e9', 'offset'],
    ['?cursor=bm9wZQ', 'cursor'],
    ['?cursor=a&cursor=b', 'cursor'],
    [`?cursor=${'x'.repeat(5000)}`, 'cursor'],
    ['?cursor=abc&offset=3', 'cursor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await get(`/api/insights/public${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]?.[0]).toBeTruthy();
  });
});

describe('GET /api/insight/public/{id}', () => {
  it('returns a public insight with its Editor.js body as a JSON string, by id and by slug', async () => {
    const {
      insights: [item],
    } = await list('?limit=1');
    const res = await get(`/api/insight/public/${item!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(item!.id);
    expect(typeof body.body).toBe('string');
    expect(JSON.parse(body.body).blocks.length).toBeGreaterThan(0);
    expect(body.tags).toEqual(item!.tags);
    const bySlug = await get(`/api/insight/public/${encodeURIComponent(item!.url)}`);
    expect(bySlug.json().id).toBe(item!.id);
  });

  it('answers 404 for drafts, members-only, unknown and malformed ids', async () => {
    const hidden = await t.handle.db
      .select({ id: insights.id, url: insights.url })
      .from(insights)
      .where(not(and(eq(insights.live, true), eq(insights.public, true))!));
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden.slice(0, 3)) {
      expect((await get(`/api/insight/public/${h.id}`)).statusCode).toBe(404);
      expect((await get(`/api/insight/public/${h.url}`)).statusCode).toBe(404);
    }
    for (const id of ['999999', '99999999999999', 'no-such-article', '%3Cimg%3E', '-1', '%00']) {
      const res = await get(`/api/insight/public/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This article is not available');
    }
  });
});
