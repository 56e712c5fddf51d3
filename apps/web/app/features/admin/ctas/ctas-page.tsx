import { adminCtasPage, adminCtasQuery } from '@techgold/contracts/admin/ctas';
import { Link, useSearchParams } from 'react-router';
import { ctasApi, type CtasPage } from '~/api/admin/site-content';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ArrivedResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/ctas-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminCtasQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(ctasApi.listQuery(query, serverGetter(context, adminCtasPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Calls to action');

type Item = CtasPage['items'][number];

const columns: Column<Item>[] = [
  {
    label: 'Heading',
    sort: 'heading',
    cell: (c) => (
      <Link
        to={adminPaths.cta(c.id)}
        className="rounded break-words text-navy-800 underline underline-offset-4"
      >
        {c.heading}
      </Link>
    ),
  },
  { label: 'Location', sort: 'location', cell: (c) => c.location },
  {
    label: 'State',
    cell: (c) =>
      c.active && c.url ? (
        <Tag tone="good">Active</Tag>
      ) : c.active ? (
        <Tag tone="warn">No link</Tag>
      ) : (
        <Tag>Inactive</Tag>
      ),
  },
  { label: 'Updated', sort: 'updated', firstDir: 'desc', cell: (c) => <When iso={c.updated_at} /> },
];

/** Every call to action, active or not, with search, filters and sort. */
export default function CtasPage() {
  const query = useListQuery(adminCtasQuery);
  const [search] = useSearchParams();
  const ctas = ctasApi.useList(query);
  const deleted = search.get('deleted')?.slice(0, 200);
  return (
    <>
      <PageHeader
        title="Calls to action"
        description="The bands that invite people to act: on the home page and the members’ insights page. An active one with a link shows on its page at once."
        actions={
          <Link to={adminPaths.newCta()} className={buttonClass('primary')}>
            Add a call to action
          </Link>
        }
      />
      <ArrivedResult text={deleted ? `${deleted} is deleted.` : null} />
      <ListFilters label="Search calls to action" keep={['sort', 'dir']}>
        <SearchField label="Heading" />
        <TextField
          label="Location"
          name="location"
          defaultValue={query.location ?? ''}
          maxLength={40}
          className="sm:w-48"
        />
        <SelectField
          label="State"
          name="active"
          placeholder="Active and inactive"
          options={[
            { value: 'true', label: 'Active only' },
            { value: 'false', label: 'Inactive only' },
          ]}
          defaultValue={query.active ?? ''}
        />
      </ListFilters>
      <ListBody
        query={ctas}
        noun="calls to action"
        one="call to action"
        empty={{
          title: 'No calls to action yet.',
          text: 'A call to action is a short box with a heading and a button, shown at the place on the site you choose.',
          action: { to: adminPaths.newCta(), label: 'Add a call to action' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Calls to action"
            columns={columns}
            rows={page.items}
            rowKey={(c) => c.id}
            sort={{ sort: query.sort ?? 'location', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
