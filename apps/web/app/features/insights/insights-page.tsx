import { memberInsightsResponse, TAG_TYPE } from '@techgold/contracts/insights';
import { useSearchParams } from 'react-router';
import { insightsQuery, useInsights } from '~/api/get-insights';
import { ctasFor } from '~/api/site-ctas.server';
import { ListBody } from '~/components/member-list/list-body';
import { ListCtas } from '~/components/member-list/list-ctas';
import { listSearch, readListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';
import { ListTabs } from '~/components/member-list/list-tabs';
import { TagFilter } from '~/components/member-list/tag-filter';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { InsightRow } from './insight-row';
import type { Route } from './+types/insights-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Discover insights',
    description: 'Articles and news from employers, learning providers and the community.',
    noIndex: true,
  });

const TAG_GROUPS = [
  { type: TAG_TYPE.industry, label: 'Industry' },
  { type: TAG_TYPE.topic, label: 'Topic' },
];

/** The first page for the URL's filter renders with the page; the location CTA too. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readListParams(new URL(request.url).searchParams);
  const get = serverGetter(context, memberInsightsResponse);
  const [dehydrated, ctas] = await Promise.all([
    prefetch((client) => client.prefetchInfiniteQuery(insightsQuery(filter, get))),
    ctasFor(context, 'insights'),
  ]);
  return { dehydrated, ctas };
}

/** SPEC §2 Insights list: search, tag chips and filters, Insights/Saved tabs, Load more. */
export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const params = readListParams(search);
  const query = useInsights(params);
  const first = query.data?.pages[0];

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Insights</h1>
      <div className="space-y-4">
        <ListSearch params={params} label="Search insights" />
        <TagFilter
          params={params}
          tags={first?.tags ?? []}
          groups={TAG_GROUPS}
          counts={first?.tag_counts}
        />
      </div>
      <ListTabs params={params} label="Insights lists" allLabel="Insights" counts={first?.counts} />
      <ListBody
        query={query}
        items={(page) => page.insights}
        noun="insights"
        total={first?.total}
        clearTo={
          params.q || params.tags.length
            ? listSearch({ tags: [], saved: params.saved }) || '?'
            : undefined
        }
        empty={
          params.saved && !params.q && !params.tags.length
            ? 'You do not currently have any saved insights'
            : 'No insights match your search.'
        }
      >
        {(insights) => (
          <ul className="divide-y divide-slate-200">
            {insights.map((insight) => (
              <li key={insight.id}>
                <InsightRow insight={insight} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      <ListCtas ctas={loaderData.ctas} />
    </div>
  );
}
