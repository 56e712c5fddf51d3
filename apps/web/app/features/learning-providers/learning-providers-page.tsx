import { schoolsResponse } from '@techgold/contracts/schools';
import { useSearchParams } from 'react-router';
import { schoolsQuery, useSchools } from '~/api/get-schools';
import { ListBody } from '~/components/member-list/list-body';
import { readListParams, type ListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';
import { ListTabs } from '~/components/member-list/list-tabs';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { ProviderRow } from './provider-row';
import type { Route } from './+types/learning-providers-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Browse learning providers',
    description: 'Learning providers with accredited courses.',
    noIndex: true,
  });

/** This list has no tag filter: the URL's search and tab only. */
const paramsOf = (search: URLSearchParams): ListParams => ({
  ...readListParams(search),
  tags: [],
});

/** The first page for the URL's search and tab renders with the page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = paramsOf(new URL(request.url).searchParams);
  const get = serverGetter(context, schoolsResponse);
  return {
    dehydrated: await prefetch((client) => client.prefetchInfiniteQuery(schoolsQuery(filter, get))),
  };
}

/** SPEC §2 Learning providers: search, Learning Providers/Saved tabs, Load more. */
export default function LearningProvidersPage() {
  const [search] = useSearchParams();
  const params = paramsOf(search);
  const query = useSchools(params);
  const first = query.data?.pages[0];

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Learning Providers</h1>
      <ListSearch params={params} label="Search learning providers" />
      <ListTabs
        params={params}
        label="Learning provider lists"
        allLabel="Learning Providers"
        counts={first?.counts}
      />
      <ListBody
        query={query}
        items={(page) => page.schools}
        noun="learning providers"
        empty={
          params.saved && !params.q
            ? 'You do not currently have any saved learning providers'
            : 'No learning providers match your search.'
        }
      >
        {(schools) => (
          <ul className="divide-y divide-slate-200">
            {schools.map((school) => (
              <li key={school.id}>
                <ProviderRow school={school} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
