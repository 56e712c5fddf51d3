import { redirect } from 'react-router';
import { parseEditorBody } from '@techgold/contracts/editor';
import { EditorContent } from '~/components/editor-renderer/editor-content';
import { toRenderBlocks } from '~/components/editor-renderer/parse-blocks';
import { thumbnailSrc } from '~/components/insight-card';
import {
  absoluteUrl,
  defaultDescription,
  jsonLd,
  pageMeta,
  siteName,
  socialMeta,
} from '~/lib/meta';
import { paths } from '~/lib/paths';
import { ArticleHeader } from '~/components/article-header';
import { publicInsight } from './data.server';
import type { Route } from './+types/article-page';
import type { PageHandle } from '@techgold/contracts/ssr';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const insight = await publicInsight(context, params.id);
  // The slug is for people and search engines; a stale or edited one moves to the real path.
  if (params.title !== insight.url) {
    throw redirect(paths.article(insight.id, insight.url), 301);
  }
  const { body, ...rest } = insight;
  return { insight: rest, blocks: toRenderBlocks(parseEditorBody(body)) };
}

export const meta: Route.MetaFunction = (args) => {
  const insight = args.loaderData?.insight;
  if (!insight) return pageMeta(args, { title: 'Page not found', noIndex: true });
  const description = insight.subtitle || defaultDescription;
  const url = absoluteUrl(args, paths.article(insight.id, insight.url));
  return [
    ...pageMeta(args, { title: insight.title, description }),
    ...socialMeta(args, {
      title: insight.title,
      description,
      type: 'article',
      image: thumbnailSrc(insight.thumbnail),
      publishedTime: insight.created_at,
      modifiedTime: insight.updated_at,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${siteName} news`,
      href: absoluteUrl(args, '/news/rss.xml'),
    },
    jsonLd({
      '@type': 'Article',
      headline: insight.title,
      description: insight.subtitle ?? undefined,
      datePublished: insight.created_at,
      dateModified: insight.updated_at,
      author: { '@type': 'Person', name: insight.user.full_name },
      publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(args, '/') },
      mainEntityOfPage: url,
      url,
      image: absoluteUrl(args, thumbnailSrc(insight.thumbnail)),
    }),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { insight, blocks } = loaderData;
  return (
    <article>
      <ArticleHeader insight={insight} />
      <div className="container-page pb-16">
        <div className="mx-auto max-w-3xl">
          <EditorContent blocks={blocks} />
        </div>
      </div>
    </article>
  );
}
