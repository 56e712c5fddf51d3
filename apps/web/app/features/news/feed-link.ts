// The RSS feed of a news page, for feed readers and browsers to discover: all news on /news,
// one category's on its tag page. Here, not in lib/meta.ts, which every public page loads.
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, type MetaArgsLike } from '~/lib/meta';

export function rssFeedLink(args: MetaArgsLike, title: string, feedPath: string): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title,
    href: absoluteUrl(args, feedPath),
  };
}
