import { adminInsightsPage, adminInsightsQuery } from '@techgold/contracts/admin-content';
import { useState } from 'react';
import { insightsQuery, useInsights, type InsightsPage } from '~/api/admin/insights';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { type Column } from '../components/data-table';
import { insightsBulkActions } from '../components/content-bulk';
import { SelectableTable } from '../components/selectable-table';
import { ArrivedResult, useResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import { InsightModeration } from './insight-moderation';
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

/** Every insight, live or draft, with its author; each one moderated below the list. */
export default function InsightsPage() {
  const query = useListQuery(adminInsightsQuery);
  const insights = useInsights(query);
  const bulk = useResult(undefined, 'mt-6');
  const [chosen, setChosen] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const selected = insights.data?.items.find((i) => i.id === chosen) ?? null;

  const columns: Column<Insight>[] = [
    { label: 'Title', sort: 'title', cell: (i) => <span className="break-words">{i.title}</span> },
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
    {
      label: 'Moderate',
      cell: (i) => (
        <button
          type="button"
          className={buttonClass('outline', undefined, 'sm')}
          aria-pressed={chosen === i.id}
          onClick={() => {
            setDeleted(null);
            setChosen(i.id);
          }}
        >
          Moderate<span className="sr-only"> {i.title}</span>
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Insights"
        description="Every insight members have written, live or draft. Unpublishing emails the author your reason; a featured insight is shown on the home page."
      />
      <ArrivedResult text={deleted ? `“${deleted}” is deleted.` : null} />
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
      <ListBody query={insights} noun="insights" one="insight" empty={<p>No insight matches.</p>}>
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
      {selected ? (
        <InsightModeration
          key={selected.id}
          insight={selected}
          onClose={() => setChosen(null)}
          onDeleted={(title) => {
            setChosen(null);
            setDeleted(title);
          }}
        />
      ) : null}
    </>
  );
}
