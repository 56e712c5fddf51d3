import { Link } from 'react-router';
import { useInsights } from '~/api/get-insights';
import { NewsDate } from '~/components/insight-card';
import { paths } from '~/lib/paths';

export const SAVED_INSIGHTS = { saved: true } as const;

/** The Saved tab's insights, newest first, 20 at a time (SPEC §4 Lists). */
export function SavedInsights() {
  const query = useInsights(SAVED_INSIGHTS);
  if (query.isPending) return <p className="text-slate-700">Loading your saved insights…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        Your saved insights could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const insights = query.data.pages.flatMap((page) => page.insights);
  return (
    <div>
      <ul className="divide-y divide-slate-200">
        {insights.map((insight) => (
          <li key={insight.id} className="py-3">
            <Link
              to={paths.insight(insight.id)}
              className="font-semibold text-navy-900 underline-offset-4 hover:underline"
            >
              {insight.title}
            </Link>
            <p className="text-sm text-slate-600">
              <NewsDate iso={insight.created_at} />
              {insight.user.full_name ? ` · ${insight.user.full_name}` : null}
            </p>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-4 min-h-11 rounded-lg border border-navy-700 px-4 py-2 font-semibold text-navy-800 hover:bg-navy-50"
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
