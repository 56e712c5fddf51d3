import { adminInsightsPage, adminInsightsQuery } from '@techgold/contracts/admin/insights';
import { Link, useSearchParams } from 'react-router';
import { insightsQuery, useInsights, type InsightsPage } from '~/api/admin/insights';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { type Column } from '../components/data-table';
import { insightsBulkActions } from '../components/content-bulk';
import { SelectableTable } from '../components/selectable-table';
import { ArrivedResult, useResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/insights-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminInsightsQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(insightsQuery(query, serverGetter(context, adminInsightsPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Insights');

type Insight = InsightsPage['items'][number];

/** Every insight, live or draft, with its author; each title opens it to read and moderate. */
export default function InsightsPage() {
  const query = useListQuery(adminInsightsQuery);
  const insights = useInsights(query);
  const [search] = useSearchParams();
  // Set by the read view after a delete (RecordDelete): the title, in quotes.
  const deleted = search.get('deleted')?.slice(0, 220);
  const bulk = useResult(undefined, 'mt-6');

  const columns: Column<Insight>[] = [
    {
      label: 'Title',
      sort: 'title',
      cell: (i) => (
        <Link
          to={adminPaths.insight(i.id)}
          className="rounded break-words text-navy-800 underline underline-offset-4"
        >
          {i.title}
        </Link>
      ),
    },
    {
      label: 'Author',
      cell: (i) => (
        <>
          {i.author.name}
          {i.author.can_write_articles ? null : (
            <span className="block text-sm text-slate-700">May not write</span>
          )}
        </>
      ),
    },
    {
      label: 'State',
      cell: (i) => (
        <span className="flex flex-wrap gap-1">
          {i.live ? <Tag tone="good">Live</Tag> : <Tag tone="warn">Draft</Tag>}
          {i.featured ? <Tag>Featured</Tag> : null}
          {i.live && !i.public ? <Tag>Members only</Tag> : null}
        </span>
      ),
    },
    {
      label: 'Written',
      sort: 'created',
      firstDir: 'desc',
      cell: (i) => <When iso={i.created_at} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Insights"
        description="Every insight members have written, live or draft. Open one to read it as it shows on the site and to moderate it: unpublishing or republishing emails the author your reason; a featured insight is shown on the home page."
      />
      <ArrivedResult text={deleted ? `${deleted} is deleted.` : null} />
      <ListFilters label="Search insights" keep={['sort', 'dir']}>
        <SearchField label="Title" />
        <SelectField
          label="State"
          name="state"
          placeholder="Live and draft"
          options={[
            { value: 'live', label: 'Live' },
            { value: 'draft', label: 'Draft' },
          ]}
          defaultValue={query.state ?? ''}
        />
        <SelectField
          label="Featured"
          name="featured"
          placeholder="Featured or not"
          options={[
            { value: 'true', label: 'Featured only' },
            { value: 'false', label: 'Not featured' },
          ]}
          defaultValue={query.featured ?? ''}
        />
      </ListFilters>
      {bulk.region}
      <ListBody
        query={insights}
        noun="insights"
        one="insight"
        empty={{
          title: 'No insights yet.',
          text: 'Insights are articles members write. Once one is published it appears here, for you to feature or unpublish.',
          action: { to: '/platform/insights', label: 'See the insights members read' },
        }}
      >
        {(page) => (
          <SelectableTable
            caption="Insights"
            columns={columns}
            rows={page.items}
            idOf={(i) => i.id}
            nameOf={(i) => `“${i.title}”`}
            sort={{ sort: query.sort ?? 'created', dir: query.dir ?? 'desc' }}
            actions={insightsBulkActions}
            noun="insights"
            result={bulk}
          />
        )}
      </ListBody>
    </>
  );
}
