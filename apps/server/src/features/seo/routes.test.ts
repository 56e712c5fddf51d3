import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, not } from 'drizzle-orm';
import { articlePath } from '@techgold/contracts/insights';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { courses } from '../../db/schema/courses.ts';
import { schools } from '../../db/schema/organisations.ts';
import { insightTags, insights } from '../../db/schema/insights.ts';
import { tags } from '../../db/schema/tags.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createSeoService } from './service.ts';
import { PUBLIC_PAGES } from './site-map.ts';

const BASE = 'https://www.techgold.test';
const TRICKY = `Tom's <b>"bold"</b> & co\u0001`;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: BASE });
  // A public article whose title needs escaping, newest of all so every feed carries it.
  const [author] = await t.handle.db.select({ id: users.id }).from(users).limit(1);
  const [row] = await t.handle.db
    .insert(insights)
    .values({
      title: TRICKY,
      body: { blocks: [] },
      url: 'toms-bold-and-co',
      live: true,
      public: true,
      editKeyHash: 'x',
      userId: author!.id,
      createdAt: new Date('2100-01-01T00:00:00Z'),
    })
    .returning({ id: insights.id });
  const [community] = await t.handle.db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.newsCategory, 'community'));
  await t.handle.db.insert(insightTags).values({ insightId: row!.id, tagId: community!.id });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Well-formedness: balanced tags, known entities only, one root. Returns element names. */
function wellFormed(doc: string): string[] {
  expect(doc.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = doc.replace(/^<\?xml[^>]*\?>/, '');
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these; they must be dropped
  expect(body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  const stack: string[] = [];
  const names: string[] = [];
  for (const m of body.matchAll(/<(\/?)([\w:]+)([^<>]*?)(\/?)>|<|>/g)) {
    if (!m[2]) throw new Error(`stray ${m[0]} at ${m.index}`);
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else {
      names.push(m[2]);
      if (!m[4]) stack.push(m[2]);
    }
  }
  expect(stack).toEqual([]);
  return names;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

describe('GET /sitemap.xml', () => {
  it('lists every public page, every public article and every course, and nothing private', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    wellFormed(res.body);
    const urls = new Set(locs(res.body).map(unescape));
    for (const p of PUBLIC_PAGES) expect(urls.has(`${BASE}${p.path}`)).toBe(true);
    const db = t.handle.db;
    const isPublic = and(eq(insights.live, true), eq(insights.public, true))!;
    const shown = await db
      .select({ id: insights.id, url: insights.url })
      .from(insights)
      .where(isPublic);
    for (const a of shown) expect(urls.has(`${BASE}${articlePath(a)}`)).toBe(true);
    const hidden = await db
      .select({ id: insights.id, url: insights.url })
      .from(insights)
      .where(not(isPublic));
    expect(hidden.length).toBeGreaterThan(0);
    for (const a of hidden) expect(urls.has(`${BASE}${articlePath(a)}`)).toBe(false);
    const allCourses = await db.select({ id: courses.id }).from(courses);
    for (const c of allCourses) expect(urls.has(`${BASE}/course/${c.id}`)).toBe(true);
    expect(urls.size).toBe(PUBLIC_PAGES.length + shown.length + allCourses.length);
    expect([...urls].some((u) => /dashboard|set-password|\/api\//.test(u))).toBe(false);
  });

  it('splits into a sitemap index once the URLs outgrow one file', async () => {
    const service = createSeoService({ db: t.handle.db, publicBaseUrl: BASE });
    const index = await service.sitemap(10);
    expect(wellFormed(index)[0]).toBe('sitemapindex');
    const parts = locs(index);
    expect(parts[0]).toBe(`${BASE}/sitemap/pages.xml`);
    expect(parts).toContain(`${BASE}/sitemap/news-1.xml`);
    expect(parts).toContain(`${BASE}/sitemap/courses-0.xml`);
    const news1 = await service.sitemapPart({ kind: 'news', chunk: 1 }, 10);
    expect(locs(news1!)).toHaveLength(10);
    expect(await service.sitemapPart({ kind: 'news', chunk: 99 }, 10)).toBeNull();
    const pages = await get('/sitemap/pages.xml');
    expect(locs(pages.body)).toHaveLength(PUBLIC_PAGES.length);
    expect(locs((await get('/sitemap/courses-0.xml')).body).length).toBeGreaterThan(10);
    for (const bad of ['/sitemap/news-99.xml', '/sitemap/other.xml', '/sitemap/news-x.xml']) {
      expect((await get(bad)).statusCode).toBe(404);
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the member area and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const p of ['/api/', '/dashboard', '/platform/', '/account', '/employer/', '/insight/']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).not.toContain('Disallow: /employer');
    expect(lines).not.toContain('Disallow: /courses');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('RSS feeds', () => {
  it('/news/rss.xml: valid RSS 2.0 of the newest public articles with absolute, escaped links', async () => {
    const res = await get('/news/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const names = wellFormed(res.body);
    expect(names.slice(0, 3)).toEqual(['rss', 'channel', 'title']);
    const items = res.body.split('<item>').slice(1);
    expect(items.length).toBe(Math.min(50, items.length));
    expect(items[0]).toContain(
      `<title>${'Tom&#39;s &#60;b&#62;&#34;bold&#34;&#60;/b&#62; &#38; co'}</title>`,
    );
    const links = [...res.body.matchAll(/<link>([^<]*)<\/link>/g)].map((m) => m[1]!);
    expect(links.every((l) => l.startsWith(`${BASE}/news`))).toBe(true);
    const hidden = await t.handle.db
      .select({ id: insights.id, url: insights.url })
      .from(insights)
      .where(not(and(eq(insights.live, true), eq(insights.public, true))!));
    for (const h of hidden) expect(res.body).not.toContain(`${BASE}${articlePath(h)}<`);
    const dates = [...res.body.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((m) =>
      Date.parse(m[1]!),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('/news/{category}/rss.xml: one category; unknown categories 404', async () => {
    for (const category of ['community', 'insights', 'impact']) {
      const res = await get(`/news/${category}/rss.xml`);
      expect(res.statusCode).toBe(200);
      wellFormed(res.body);
      const items = res.body.split('<item>').slice(1);
      expect(items.length).toBeGreaterThan(0);
      const label = category[0]!.toUpperCase() + category.slice(1);
      for (const item of items) expect(item).toContain(`<category>${label}</category>`);
      expect(res.body.includes('toms-bold-and-co')).toBe(category === 'community');
    }
    for (const bad of ['events', 'all', 'Community', '%3Cx%3E']) {
      expect((await get(`/news/${bad}/rss.xml`)).statusCode).toBe(404);
    }
  });
});

// Last in the file: it adds the sign-up placeholder provider, which the counts above leave out.
describe('the sign-up placeholder provider', () => {
  it('is in neither the sitemap nor the course API', async () => {
    const db = t.handle.db;
    const [school] = await db
      .insert(schools)
      .values({ title: PLACEHOLDER_SCHOOL.title, tsUuid: PLACEHOLDER_SCHOOL.tsUuid })
      .returning({ id: schools.id });
    const [course] = await db
      .insert(courses)
      .values({ title: PLACEHOLDER_SCHOOL.courseTitle, schoolId: school!.id })
      .returning({ id: courses.id });
    // The service itself: the route keeps its sitemap cached for a while.
    const sitemap = await createSeoService({ db, publicBaseUrl: BASE }).sitemap();
    const urls = locs(sitemap).map(unescape);
    expect(urls).not.toContain(`${BASE}/course/${course!.id}`);
    expect(urls.filter((u) => u.includes('/course/')).length).toBeGreaterThan(0);
    expect((await get(`/api/course/${course!.id}`)).statusCode).toBe(404);
  });
});
