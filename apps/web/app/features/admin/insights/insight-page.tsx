import { adminInsightDetail } from '@techgold/contracts/admin/insights';
import { parseEditorBody } from '@techgold/contracts/editor';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { insightQuery, useInsight } from '~/api/admin/insights';
import { buttonClass } from '~/components/button-styles';
import { EditorContent } from '~/components/editor-renderer/editor-content';
import { toRenderBlocks } from '~/components/editor-renderer/parse-blocks';
import { useResult } from '~/components/result/result-message';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { ArticleHeader } from '~/components/article-header';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader } from '../components/page-parts';
import { InsightModeration, moderationState } from './insight-moderation';
import type { Route } from './+types/insight-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const insight = await client
      .fetchQuery(insightQuery(id, serverGetter(context, adminInsightDetail)))
      .catch(pageError);
    title = insight.title;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Insight');

/**
 * One insight to read and judge (decision 0091): the article drawn by the news page's own
 * header and renderer, whatever its state, with its moderation beside it (a side column from
 * 1280 px; on a phone under the title, before the article).
 */
export default function InsightPage({ loaderData }: Route.ComponentProps) {
  const { data: insight } = useInsight(loaderData.id);
  const result = useResult(insight ? moderationState(insight) : null);
  const body = insight?.article.body;
  const blocks = useMemo(() => (body ? toRenderBlocks(parseEditorBody(body)) : []), [body]);
  if (!insight) return null;
  return (
    <>
      <PageHeader
        title={insight.title}
        back={{ to: adminPaths.insights(), label: 'All insights' }}
        description={`By ${insight.author.name}`}
        actions={
          <Link
            to={adminPaths.auditOf('insight', insight.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      <div className="mb-6 empty:hidden">{result.region}</div>
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <aside aria-label="Moderation" className="space-y-6 xl:col-start-2 xl:row-start-1">
          <InsightModeration insight={insight} report={result.succeeded} />
        </aside>
        <section
          aria-label="The insight as it reads on the site"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm xl:col-start-1 xl:row-start-1"
        >
          <p className="border-b border-slate-200 bg-slate-100 px-5 py-2 text-sm text-slate-700">
            As it reads on the site{insight.live ? '' : ' once it is live'}
          </p>
          <ArticleHeader insight={insight.article} preview />
          <div className="container-page pb-16">
            <div className="mx-auto max-w-3xl">
              <EditorContent blocks={blocks} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
