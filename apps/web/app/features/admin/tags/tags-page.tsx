import { adminTagsPage, adminTagsQuery } from '@techgold/contracts/admin/tags';
import { Link, useSearchParams } from 'react-router';
import { tagsApi, type TagsPage } from '~/api/admin/site-content';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ArrivedResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import { tagTypeLabel, usesText } from './tag-schema';
import type { Route } from './+types/tags-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminTagsQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(tagsApi.listQuery(query, serverGetter(context, adminTagsPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Tags');

type Item = TagsPage['items'][number];

const columns: Column<Item>[] = [
  {
    label: 'Tag',
    sort: 'title',
    cell: (t) => (
      <Link
        to={adminPaths.tag(t.id)}
        className="rounded break-words text-navy-800 underline underline-offset-4"
      >
        {t.title}
      </Link>
    ),
  },
  { label: 'Type', sort: 'type', cell: (t) => `${t.type}: ${tagTypeLabel[t.type] ?? ''}` },
  {
    label: 'Used by',
    sort: 'uses',
    firstDir: 'desc',
    cell: (t) => usesText(t.used_by) ?? 'Nothing',
  },
  {
    label: 'Kind',
    cell: (t) => (t.fixed ? <Tag tone="warn">News category (fixed)</Tag> : <Tag>Editable</Tag>),
  },
  { label: 'Updated', sort: 'updated', firstDir: 'desc', cell: (t) => <When iso={t.updated_at} /> },
];

/** Every tag of types 1 and 2, with search, a type filter and sort. */
export default function TagsPage() {
  const query = useListQuery(adminTagsQuery);
  const [search] = useSearchParams();
  const tags = tagsApi.useList(query);
  const deleted = search.get('deleted')?.slice(0, 200);
  return (
    <>
      <PageHeader
        title="Tags"
        description="Industry tags (type 1) and topic or technology tags (type 2) on employers and insights. The three news category tags are fixed: the news pages are built on them."
        actions={
          <Link to={adminPaths.newTag()} className={buttonClass('primary')}>
            Add a tag
          </Link>
        }
      />
      <ArrivedResult text={deleted ? `${deleted} is deleted.` : null} />
      <ListFilters label="Search tags" keep={['sort', 'dir']}>
        <SearchField label="Title" />
        <SelectField
          label="Type"
          name="type"
          placeholder="Both types"
          options={[
            { value: '1', label: 'Type 1: industry' },
            { value: '2', label: 'Type 2: topic or technology' },
          ]}
          defaultValue={query.type ?? ''}
        />
      </ListFilters>
      <ListBody
        query={tags}
        noun="tags"
        one="tag"
        empty={{
          title: 'No tags yet.',
          text: 'Tags sort employers and insights by industry and topic, and members filter by them.',
          action: { to: adminPaths.newTag(), label: 'Add a tag' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Tags"
            columns={columns}
            rows={page.items}
            rowKey={(t) => t.id}
            sort={{ sort: query.sort ?? 'title', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
