import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * No axe-core violations on the page as it stands (errors, banners and all). `'wcag'` runs the
 * WCAG 2.0/2.1 A and AA rules and WCAG 2.2 AA (including rules axe leaves off by default, such
 * as target-size); `'axe-default'` runs axe's default rule set (best practices too). Neither
 * set contains the other, so each check keeps the set it was written with.
 */
export async function expectNoAxeViolations(page: Page, rules: 'wcag' | 'axe-default' = 'wcag') {
  const axe = new AxeBuilder({ page });
  if (rules === 'wcag') axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await axe.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

interface InsightListItem {
  id: number;
  url: string;
  title: string;
  tags: Array<{ news_category: string | null }>;
  user: { full_name: string };
}
interface Block {
  type: string;
  data: Record<string, unknown>;
}

export function articlePath(insight: { id: number; url: string }) {
  return `/news/${insight.id}/${encodeURIComponent(insight.url)}`;
}

/** Public articles (newest first), with their bodies when asked. */
export async function publicArticles(request: APIRequestContext, limit = 99) {
  const res = await request.get(`/api/insights/public?limit=${limit}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { insights: InsightListItem[] }).insights;
}

export async function articleBlocks(request: APIRequestContext, id: number): Promise<Block[]> {
  const res = await request.get(`/api/insight/public/${id}`);
  expect(res.status()).toBe(200);
  const { body } = (await res.json()) as { body: { blocks: Block[] } | string };
  return (typeof body === 'string' ? JSON.parse(body) : body).blocks;
}

// The demo's matching article may be far down the list, and a test looks for several kinds
// of block: every public body is fetched once per request context (the seed does not change
// under a test), together, and kept in list order.
const bodiesByContext = new WeakMap<
  APIRequestContext,
  Promise<Array<{ insight: InsightListItem; blocks: Block[] }>>
>();

function publicBodies(request: APIRequestContext) {
  let bodies = bodiesByContext.get(request);
  if (!bodies) {
    bodies = publicArticles(request).then((insights) =>
      Promise.all(
        insights.map(async (insight) => ({
          insight,
          blocks: await articleBlocks(request, insight.id),
        })),
      ),
    );
    bodiesByContext.set(request, bodies);
  }
  return bodies;
}

/** The first (newest) public article whose body has a block matching `match`. */
export async function findArticleWith(
  request: APIRequestContext,
  match: (block: Block) => boolean,
) {
  for (const { insight, blocks } of await publicBodies(request)) {
    const block = blocks.find(match);
    if (block) return { insight, block, blocks };
  }
  throw new Error('No public article in the seed has such a block');
}

/** Every public route of SPEC §2 that issue 3 builds (plus one article, course and tag page). */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const [article] = await publicArticles(request, 1);
  const courses = (await (await request.get('/api/courses?limit=1')).json()) as {
    courses: Array<{ id: number }>;
  };
  return [
    '/',
    '/employers',
    '/learning-providers',
    '/learners',
    '/about',
    '/what-is-tech-industry-gold',
    '/privacy',
    '/terms',
    '/accessibility',
    '/contact',
    '/employer',
    '/talent',
    '/news',
    '/news/community',
    articlePath(article!),
    '/courses',
    `/course/${courses.courses[0]!.id}`,
    '/404',
  ];
}
