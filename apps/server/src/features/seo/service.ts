// Sitemaps (sitemaps.org 0.9), robots.txt and RSS 2.0 feeds, with absolute links built from
// the configured public base URL. Article links use the contract's articlePath, so they are
// the same links the pages use.
import { articlePath, rssPath } from '@techgold/contracts/insights';
import { NEWS_CATEGORIES, type NewsCategory } from '@techgold/contracts/constants';
import type { Db } from '../../db/client.ts';
import { cached, type Cached } from '../../lib/ttl-cache.ts';
import { escapeXml, XML_DECLARATION } from '../../lib/xml.ts';
import { articleEntries, countPublic, courseEntries, feedItems } from './repository.ts';
import { ALLOWED_UNDER_DISALLOWED, DISALLOWED, PUBLIC_PAGES } from './site-map.ts';

/** The protocol allows 50,000 URLs per file; stay below it with room for growth. */
export const SITEMAP_CHUNK = 40_000;
export const FEED_SIZE = 50;
/**
 * Crawlers and feed readers poll; a few minutes' delay for a new article is fine, and keeping
 * the sitemap and feeds this long per process keeps a large sitemap from being rebuilt for
 * every hit.
 */
const CACHE_MS = 5 * 60_000;

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const day = (d: Date) => d.toISOString().slice(0, 10);

interface Entry {
  loc: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: string;
}

const urlXml = (e: Entry) =>
  `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}${
    e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : ''
  }${e.priority ? `<priority>${e.priority}</priority>` : ''}</url>`;

const urlset = (entries: Entry[]) =>
  `${XML_DECLARATION}\n${URLSET}\n${entries.map(urlXml).join('\n')}\n</urlset>\n`;

export type SitemapPart = { kind: 'pages' } | { kind: 'news' | 'courses'; chunk: number };

export function createSeoService({
  db,
  publicBaseUrl: baseUrl,
}: {
  db: Db;
  publicBaseUrl: string;
}) {
  const abs = (path: string) => `${baseUrl}${path}`;

  const pageEntries = (): Entry[] => PUBLIC_PAGES.map((p) => ({ ...p, loc: abs(p.path) }));

  async function newsEntries(limit: number, offset: number): Promise<Entry[]> {
    const rows = await articleEntries(db, { limit, offset });
    return rows.map((r) => ({ loc: abs(articlePath(r)), lastmod: r.updatedAt }));
  }

  async function courseEntriesFor(limit: number, offset: number): Promise<Entry[]> {
    const rows = await courseEntries(db, { limit, offset });
    return rows.map((r) => ({ loc: abs(`/course/${r.id}`), lastmod: r.updatedAt }));
  }

  /**
   * /sitemap.xml: every URL in one file while they fit in one chunk; past that, a sitemap
   * index pointing at /sitemap/pages.xml, /sitemap/news-{n}.xml and /sitemap/courses-{n}.xml.
   */
  async function sitemap(chunk = SITEMAP_CHUNK): Promise<string> {
    const counts = await countPublic(db);
    if (PUBLIC_PAGES.length + counts.articles + counts.courses <= chunk) {
      return urlset([
        ...pageEntries(),
        ...(await newsEntries(chunk, 0)),
        ...(await courseEntriesFor(chunk, 0)),
      ]);
    }
    const parts = ['pages'];
    for (let i = 0; i * chunk < counts.articles; i++) parts.push(`news-${i}`);
    for (let i = 0; i * chunk < counts.courses; i++) parts.push(`courses-${i}`);
    const items = parts.map(
      (p) => `<sitemap><loc>${escapeXml(abs(`/sitemap/${p}.xml`))}</loc></sitemap>`,
    );
    return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }

  /** One part of a sitemap index; null when the chunk is past the end. */
  async function sitemapPart(part: SitemapPart, chunk = SITEMAP_CHUNK): Promise<string | null> {
    if (part.kind === 'pages') return urlset(pageEntries());
    const entries =
      part.kind === 'news'
        ? await newsEntries(chunk, part.chunk * chunk)
        : await courseEntriesFor(chunk, part.chunk * chunk);
    return entries.length || part.chunk === 0 ? urlset(entries) : null;
  }

  function robots(): string {
    return [
      'User-agent: *',
      ...ALLOWED_UNDER_DISALLOWED.map((p) => `Allow: ${p}`),
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${abs('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  async function rss(category?: NewsCategory): Promise<string> {
    const items = await feedItems(db, category, FEED_SIZE);
    const label = category ? category[0]!.toUpperCase() + category.slice(1) : null;
    const title = label ? `Tech Industry Gold news: ${label}` : 'Tech Industry Gold news';
    const page = abs(category ? `/news/${category}` : '/news');
    const self = abs(rssPath(category));
    const built = items[0]?.createdAt ?? new Date(0);
    const body = items
      .map((i) => {
        const link = escapeXml(abs(articlePath(i)));
        return [
          '<item>',
          `<title>${escapeXml(i.title)}</title>`,
          `<link>${link}</link>`,
          `<guid isPermaLink="true">${link}</guid>`,
          `<pubDate>${i.createdAt.toUTCString()}</pubDate>`,
          `<dc:creator>${escapeXml(i.author)}</dc:creator>`,
          i.subtitle ? `<description>${escapeXml(i.subtitle)}</description>` : '',
          ...i.tags.map((t) => `<category>${escapeXml(t)}</category>`),
          '</item>',
        ].join('');
      })
      .join('\n');
    return `${XML_DECLARATION}
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(title)}</title>
<link>${escapeXml(page)}</link>
<description>${escapeXml('Community stories, insights and impact from the Tech Industry Gold network.')}</description>
<language>en-gb</language>
<lastBuildDate>${built.toUTCString()}</lastBuildDate>
<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${body}
</channel>
</rss>
`;
  }

  const cachedSitemap = cached(CACHE_MS, () => sitemap());
  const feeds = new Map<string | undefined, Cached<string>>([
    [undefined, cached(CACHE_MS, () => rss())],
    ...NEWS_CATEGORIES.map((c) => [c, cached(CACHE_MS, () => rss(c))] as const),
  ]);

  return {
    /** /sitemap.xml, kept for a few minutes; with `chunk`, built now at that chunk size. */
    sitemap: (chunk?: number) => (chunk === undefined ? cachedSitemap() : sitemap(chunk)),
    sitemapPart,
    robots,
    rss,
    /** A news feed (all news, or one category), kept for a few minutes; null for no such category. */
    feed: (category?: string): Promise<string> | null => feeds.get(category)?.() ?? null,
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
