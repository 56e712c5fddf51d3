import { parseEditorBody } from '@techgold/contracts/editor';
import { parseId } from '@techgold/contracts/ids';
import { memberInsightSchema } from '@techgold/contracts/insights';
import { messages } from '@techgold/contracts/messages';
import { data, Link } from 'react-router';
import { insightQuery } from '~/api/get-insight';
import { buttonClass } from '~/components/button-styles';
import { EditorContent } from '~/components/editor-renderer/editor-content';
import { toRenderBlocks } from '~/components/editor-renderer/parse-blocks';
import { NewsDate } from '~/components/insight-card';
import { SaveToggle } from '~/components/save-toggle';
import { ApiRequestError } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { serverGetter, serverRead } from '~/lib/prefetch.server';
import type { Route } from './+types/insight-page';

/**
 * The insight for the URL's id: a new id runs the loader again (SPEC §2 "reloads when the
 * route id changes"). Unknown, hidden or malformed ids show the not-available message, 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The text travels in the loader data: importing `messages` into this page's browser code
  // would put every message into the public pages' shared chunk.
  const unavailable = () =>
    data({ insight: null, blocks: [], unavailable: messages.articleUnavailable }, { status: 404 });
  const id = parseId(params.id);
  if (id === null) return unavailable();
  try {
    const { body, ...insight } = await serverRead(
      insightQuery(id, serverGetter(context, memberInsightSchema)),
    );
    return { insight, blocks: toRenderBlocks(parseEditorBody(body)), unavailable: '' };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404) return unavailable();
    throw data(null, { status: error.status });
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.insight?.title ?? args.loaderData?.unavailable ?? 'Insight',
    noIndex: true,
  });

function Breadcrumb({ title }: { title?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <li>
          <Link
            to={paths.insights()}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            Insights
          </Link>
        </li>
        {title ? (
          <li className="flex min-w-0 items-center gap-2">
            {/* The one separator every breadcrumb uses. */}
            <span aria-hidden="true">/</span>
            <span aria-current="page">{title}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** SPEC §2 Insight view. */
export default function InsightPage({ loaderData }: Route.ComponentProps) {
  const { insight, blocks, unavailable } = loaderData;
  if (!insight) {
    return (
      <div className="space-y-6">
        <Breadcrumb />
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">{unavailable}</h1>
        <p className="text-slate-700">It may have been removed, or the link may be wrong.</p>
        <Link to={paths.insights()} className={buttonClass('primary')}>
          Back to insights
        </Link>
      </div>
    );
  }
  const employer = insight.user.employer?.title;
  return (
    <article className="space-y-6">
      <Breadcrumb title={insight.title} />
      <header className="space-y-3">
        {insight.live === 0 ? (
          <p className="inline-block rounded-full bg-red-700 px-3 py-0.5 text-sm font-semibold text-white">
            Not live
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-navy-950 md:text-4xl">
          {insight.title}
        </h1>
        {insight.subtitle ? <p className="text-lg text-slate-700">{insight.subtitle}</p> : null}
        <p className="byline text-slate-700">
          <NewsDate iso={insight.created_at} />
          <span>
            {insight.user.first_name} {insight.user.last_name}
            {employer ? `, ${employer}` : null}
          </span>
        </p>
        <SaveToggle
          kind="article"
          id={insight.id}
          itemName={insight.title}
          variant="button"
          saveLabel="Save Insight"
          className="items-start"
        />
      </header>
      <div className="max-w-3xl">
        <EditorContent blocks={blocks} />
      </div>
    </article>
  );
}
