import { employersResponse } from '@techgold/contracts/employers';
import { useSearchParams } from 'react-router';
import { employersQuery, useEmployers } from '~/api/get-employers';
import { ListBody } from '~/components/member-list/list-body';
import { listSearch, readListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';
import { ListTabs } from '~/components/member-list/list-tabs';
import { TagFilter } from '~/components/member-list/tag-filter';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { EmployerRow } from './employer-row';
import type { Route } from './+types/employers-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Browse employers',
    description: 'Employers in the Tech Industry Gold network.',
    noIndex: true,
  });

// SPEC §3 Tag types: 1 industry, 2 technology.
const TAG_GROUPS = [
  { type: 1, label: 'Industry' },
  { type: 2, label: 'Technology' },
];

/** The first page for the URL's filter renders with the page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readListParams(new URL(request.url).searchParams);
  const get = serverGetter(context, employersResponse);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchInfiniteQuery(employersQuery(filter, get)),
    ),
  };
}

/** SPEC §2 Employers: search, tag chips and filters, Employers/Saved tabs, Load more. */
export default function EmployersPage() {
  const [search] = useSearchParams();
  const params = readListParams(search);
  const query = useEmployers(params);
  const first = query.data?.pages[0];

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Employers</h1>
      <div className="space-y-4">
        <ListSearch params={params} label="Search employers" />
        <TagFilter
          params={params}
          tags={first?.tags ?? []}
          groups={TAG_GROUPS}
          counts={first?.tag_counts}
        />
      </div>
      <ListTabs
        params={params}
        label="Employer lists"
        allLabel="Employers"
        counts={first?.counts}
      />
      <ListBody
        query={query}
        items={(page) => page.employers}
        noun="employers"
        total={first?.total}
        clearTo={
          params.q || params.tags.length
            ? listSearch({ tags: [], saved: params.saved }) || '?'
            : undefined
        }
        empty={
          params.saved && !params.q && !params.tags.length
            ? 'You do not currently have any saved employers'
            : 'No employers match your search.'
        }
      >
        {(employers) => (
          <ul className="divide-y divide-slate-200">
            {employers.map((employer) => (
              <li key={employer.id}>
                <EmployerRow employer={employer} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
