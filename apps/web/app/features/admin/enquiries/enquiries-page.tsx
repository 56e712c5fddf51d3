import { adminOptions } from '@techgold/contracts/admin/options';
import {
  enquiriesPage,
  enquiriesQuery as enquiriesQuerySchema,
} from '@techgold/contracts/admin/enquiries';
import { Link } from 'react-router';
import { enquiriesQuery, useEnquiries, type EnquiriesPage } from '~/api/admin/enquiries';
import { optionsQuery, useAdminOptions } from '~/api/admin/options';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import type { Column } from '../components/data-table';
import { enquiryKindLabel, enquiryStatusLabel, optionsOf } from '../components/labels';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import { SelectableTable } from '../components/selectable-table';
import { useResult } from '~/components/result/result-message';
import { useEnquiriesBulkActions } from './enquiries-bulk';
import type { Route } from './+types/enquiries-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(enquiriesQuerySchema, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      Promise.all([
        client.prefetchQuery(enquiriesQuery(query, serverGetter(context, enquiriesPage))),
        client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions))),
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Enquiries');

type Enquiry = EnquiriesPage['items'][number];

export const enquiryStatusTone = { new: 'warn', in_progress: 'neutral', closed: 'good' } as const;

const columns: Column<Enquiry>[] = [
  {
    label: 'From',
    cell: (e) => (
      <Link
        to={adminPaths.enquiry(e.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {e.first_name} {e.last_name}
      </Link>
    ),
  },
  { label: 'Organisation', cell: (e) => e.organisation ?? '—' },
  { label: 'Kind', cell: (e) => enquiryKindLabel[e.kind] },
  {
    label: 'Status',
    cell: (e) => <Tag tone={enquiryStatusTone[e.status]}>{enquiryStatusLabel[e.status]}</Tag>,
  },
  { label: 'Assignee', cell: (e) => e.assignee?.name ?? 'Nobody' },
  { label: 'Notes', cell: (e) => String(e.notes) },
  { label: 'Received', cell: (e) => <When iso={e.created_at} /> },
];

/** The inbox of join-employers and get-accredited enquiries. */
export default function EnquiriesPage() {
  const query = useListQuery(enquiriesQuerySchema);
  const enquiries = useEnquiries(query);
  const actions = useEnquiriesBulkActions();
  const bulk = useResult(undefined, 'mt-6');
  const options = useAdminOptions();
  const assignees = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...(options.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <>
      <PageHeader
        title="Enquiries"
        description="Join-employers and get-accredited forms sent from the public site, and members asking to write insights. Pick one up, note what was done, and close it."
      />
      <ListFilters label="Search enquiries" keep={[]}>
        <SearchField label="Name, email or organisation" />
        <SelectField
          label="Status"
          name="status"
          placeholder="Any status"
          options={optionsOf(enquiryStatusLabel)}
          defaultValue={query.status ?? ''}
        />
        <SelectField
          label="Kind"
          name="kind"
          placeholder="Any kind"
          options={optionsOf(enquiryKindLabel)}
          defaultValue={query.kind ?? ''}
        />
        <SelectField
          label="Assignee"
          name="assignee"
          placeholder="Anyone"
          options={assignees}
          defaultValue={query.assignee ?? ''}
        />
        <SelectField
          label="Order"
          name="sort"
          placeholder="Newest first"
          options={[{ value: 'oldest', label: 'Oldest first' }]}
          defaultValue={query.sort === 'oldest' ? 'oldest' : ''}
        />
      </ListFilters>
      {bulk.region}
      <ListBody
        query={enquiries}
        noun="enquiries"
        one="enquiry"
        empty={{
          title: 'No enquiries yet.',
          text: 'Messages sent through the site’s forms for employers and for learning providers seeking accreditation arrive here.',
          action: { to: '/join-employers', label: 'See the employers’ form' },
        }}
      >
        {(page) => (
          <SelectableTable
            caption="Enquiries"
            columns={columns}
            rows={page.items}
            idOf={(e) => e.id}
            nameOf={(e) => `${e.first_name} ${e.last_name}’s enquiry`}
            actions={actions}
            noun="enquiries"
            result={bulk}
          />
        )}
      </ListBody>
    </>
  );
}
