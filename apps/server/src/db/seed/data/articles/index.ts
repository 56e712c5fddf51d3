// The 64 demo articles in seeding order, their thumbnails and their Editor.js bodies.
// Seeding order matters: article n goes to news category n % 3 (the order of
// NEWS_CATEGORY_TAGS), so each category file holds that category's articles, oldest first.
import { INSIGHT_ART_VARIANTS, insightArtPath } from '../../../../features/media/insight-art.ts';
import type { EditorDocument } from '../../../schema/insights.ts';
import { COMMUNITY_1 } from './community-1.ts';
import { COMMUNITY_2 } from './community-2.ts';
import { IMPACT_1 } from './impact-1.ts';
import { IMPACT_2 } from './impact-2.ts';
import { INSIGHTS_1 } from './insights-1.ts';
import { INSIGHTS_2 } from './insights-2.ts';
import type { ArticleSeed } from './kit.ts';

export type { ArticleSeed } from './kit.ts';

/** Per news category, in NEWS_CATEGORY_TAGS order: Community, Insights, Impact. */
export const ARTICLES_BY_CATEGORY: ReadonlyArray<readonly ArticleSeed[]> = [
  [...COMMUNITY_1, ...COMMUNITY_2],
  [...INSIGHTS_1, ...INSIGHTS_2],
  [...IMPACT_1, ...IMPACT_2],
];

/** Article n of `count`, cycling through the categories as the seed's tags do. */
export function demoArticles(count: number): ArticleSeed[] {
  return Array.from({ length: count }, (_, n) => {
    const list = ARTICLES_BY_CATEGORY[n % ARTICLES_BY_CATEGORY.length]!;
    const article = list[Math.floor(n / ARTICLES_BY_CATEGORY.length)];
    if (!article) throw new Error(`demo articles: no article ${n} (add one to its category file)`);
    return article;
  });
}

/**
 * A thumbnail per article: its subject's next unused variant, so no two articles share one.
 * The last variant is kept for pictures inside bodies (kit.ts image()).
 */
export function articleThumbnails(articles: readonly ArticleSeed[]): string[] {
  const used = new Map<string, number>();
  return articles.map((a) => {
    const variant = (used.get(a.art) ?? 0) + 1;
    if (variant >= INSIGHT_ART_VARIANTS) {
      throw new Error(`demo articles: too many thumbnails of "${a.art}" (pick another subject)`);
    }
    used.set(a.art, variant);
    return insightArtPath(a.art, variant);
  });
}

/** The stored document: block ids are stable per article and position. */
export function articleBody(article: ArticleSeed, n: number, time: number): EditorDocument {
  return {
    time,
    blocks: article.blocks.map((block, k) => ({ id: `b${n}x${k}`, ...block })),
    version: '2.31.0',
  };
}
