// The RSS 2.0 feeds the API server serves (latest 50 public articles): all news, or one
// category. Pages advertise them with <link rel="alternate" type="application/rss+xml">. The
// server also answers /sitemap.xml and /robots.txt: do not add files with these names to
// apps/web/public (a duplicate route would stop the server starting). A module of its own, with
// no zod, so the news pages carry nothing more (the public JavaScript budget, decision 0032).
import type { NewsCategory } from './constants.ts';

export function rssPath(category?: NewsCategory): string {
  return category ? `/news/${category}/rss.xml` : '/news/rss.xml';
}
