// Feed readers and browsers find the RSS feeds from the news pages' <head> (issue 34): /news
// lists all news, each tag page its own category's feed, on the site's public address.
import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES } from '@techgold/contracts/constants';
import { meta as newsMeta } from './news-page';
import { meta as tagMeta } from './news-tag-page';

const base = 'https://techgold.example';
const args = (pathname: string, loaderData?: unknown) =>
  ({
    location: { pathname },
    matches: [{ id: 'root', loaderData: { publicBaseUrl: base } }],
    loaderData,
  }) as never;

const feeds = (tags: unknown) =>
  (tags as Record<string, unknown>[]).filter(
    (t) => t.tagName === 'link' && t.rel === 'alternate' && t.type === 'application/rss+xml',
  );

describe('RSS discovery links', () => {
  it('/news advertises the feed of all news', () => {
    expect(feeds(newsMeta(args('/news')))).toEqual([
      expect.objectContaining({ href: `${base}/news/rss.xml`, title: 'Tech Industry Gold news' }),
    ]);
  });

  it.each(NEWS_CATEGORIES)('/news/%s advertises that category’s feed', (category) => {
    const data = { category, label: 'Label', page: 1, pages: 1, insights: [], total: 0 };
    expect(feeds(tagMeta(args(`/news/${category}`, data)))).toEqual([
      expect.objectContaining({ href: `${base}/news/${category}/rss.xml` }),
    ]);
  });
});
