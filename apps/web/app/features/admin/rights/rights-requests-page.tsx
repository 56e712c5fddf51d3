import {
  rightsRequestsPage,
  rightsRequestsQuery as querySchema,
} from '@techgold/contracts/admin/rights-requests';
import { Link } from 'react-router';
import {
  rightsRequestsQuery,
  useRightsRequests,
  type RightsRequestsPage,
} from '~/api/admin/rights-requests';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { rightsKindLabel, rightsStatusLabel, optionsOf } from '../components/labels';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/rights-requests-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(querySchema, new URL(request.url).searchParams);
  const get = serverGetter(context, rightsRequestsPage);
  return {
    dehydrated: await prefetch((client) => client.prefetchQuery(rightsRequestsQuery(query, get))),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Rights requests');

type Item = RightsRequestsPage['items'][number];

/** Open and due within 7 days (or past due): the request needs answering now. */
const dueSoon = (r: Item) =>
  r.status === 'open' && Date.parse(r.due_on) - Date.now() < 7 * 86_400_000;

export const rightsStatusTone = { open: 'warn', done: 'good', refused: 'neutral' } as const;

const columns: Column<Item>[] = [
  {
    label: 'From',
    cell: (r) => (
      <Link
        to={adminPaths.rightsRequest(r.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {r.requester_name}
      </Link>
    ),
  },
  { label: 'Kind', cell: (r) => rightsKindLabel[r.kind] },
  {
    label: 'Status',
    cell: (r) => <Tag tone={rightsStatusTone[r.status]}>{rightsStatusLabel[r.status]}</Tag>,
  },
  { label: 'Received', cell: (r) => <When iso={r.received_on} dateOnly /> },
  {
    label: 'Due',
    cell: (r) => (
      <>
        <When iso={r.due_on} dateOnly />
        {dueSoon(r) ? (
          <span className="ml-2">
            <Tag tone="bad">Due soon</Tag>
          </span>
        ) : null}
      </>
    ),
  },
  { label: 'Member', cell: (r) => r.member?.name ?? 'Not matched' },
];

/** Rights requests received by email or post, each due a month after it arrived. */
export default function RightsRequestsPage() {
  const query = useListQuery(querySchema);
  const requests = useRightsRequests(query);
  return (
    <>
      <PageHeader
        title="Rights requests"
        description="Data-protection requests received by email or post: access, erasure, rectification and objection. Each must be answered within a month of arriving."
        actions={
          <Link to={adminPaths.newRightsRequest()} className={buttonClass('primary')}>
            Log a request
          </Link>
        }
      />
      <ListFilters label="Search rights requests" keep={[]}>
        <SearchField label="Name or email" />
        <SelectField
          label="Status"
          name="status"
          placeholder="Any status"
          options={optionsOf(rightsStatusLabel)}
          defaultValue={query.status ?? ''}
        />
        <SelectField
          label="Kind"
          name="kind"
          placeholder="Any kind"
          options={optionsOf(rightsKindLabel)}
          defaultValue={query.kind ?? ''}
        />
        <SelectField
          label="Due"
          name="due"
          placeholder="Any time"
          options={[{ value: 'soon', label: 'Within 7 days or overdue' }]}
          defaultValue={query.due ?? ''}
        />
      </ListFilters>
      <ListBody
        query={requests}
        noun="requests"
        one="request"
        empty={{
          title: 'No rights requests yet.',
          text: 'When someone asks by email or post to see, correct or erase their data, record it here so its one-month deadline is tracked.',
          action: { to: adminPaths.newRightsRequest(), label: 'Log a rights request' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Rights requests"
            columns={columns}
            rows={page.items}
            rowKey={(r) => r.id}
          />
        )}
      </ListBody>
    </>
  );
}
