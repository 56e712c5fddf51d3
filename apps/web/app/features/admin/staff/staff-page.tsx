import { staffPage, staffQuery as staffQuerySchema } from '@techgold/contracts/admin/staff';
import { Link } from 'react-router';
import { staffQuery, useStaff, type StaffPage } from '~/api/admin/members';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { roleLabel } from '../components/admin-shell';
import { DataTable, type Column } from '../components/data-table';
import { memberStatusLabel } from '../components/labels';
import { SelectField } from '~/components/form/select-field';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag } from '../components/page-parts';
import type { Route } from './+types/staff-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(staffQuerySchema, new URL(request.url).searchParams);
  const get = serverGetter(context, staffPage);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(staffQuery(query, get))) };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Staff');

type Person = StaffPage['items'][number];

const columns: Column<Person>[] = [
  {
    label: 'Name',
    sort: 'name',
    firstDir: 'asc',
    cell: (p) => (
      <Link
        to={adminPaths.member(p.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {p.name}
      </Link>
    ),
  },
  {
    label: 'Email',
    sort: 'email',
    firstDir: 'asc',
    cell: (p) => <span className="whitespace-nowrap">{p.email}</span>,
  },
  { label: 'Role', sort: 'role', firstDir: 'asc', cell: (p) => roleLabel[p.staff_role] },
  {
    label: 'Status',
    cell: (p) => (
      <Tag tone={p.status === 'active' ? 'good' : 'bad'}>{memberStatusLabel[p.status]}</Tag>
    ),
  },
];

/** Everyone with a staff role. A role is given, changed or removed on the person's page. */
export default function StaffPage() {
  const query = useListQuery(staffQuerySchema);
  const staff = useStaff(query);
  return (
    <>
      <PageHeader
        title="Staff"
        description={
          <p>
            Admins manage members, roles and organisations; editors manage content and enquiries. To
            give someone a role, find them under{' '}
            <Link to={adminPaths.members()} className="font-semibold underline underline-offset-4">
              Members
            </Link>{' '}
            and change it on their page. There is always at least one admin.
          </p>
        }
      />
      <ListFilters label="Search staff">
        <SearchField label="Name or email" />
        <SelectField
          label="Role"
          name="role"
          placeholder="Any role"
          options={Object.entries(roleLabel).map(([value, label]) => ({ value, label }))}
          defaultValue={query.role ?? ''}
        />
      </ListFilters>
      <ListBody
        query={staff}
        noun="staff"
        one="person"
        empty={{
          title: 'No staff yet.',
          text: 'Staff are members with the admin or editor role. Give someone a role from their member record.',
          action: { to: adminPaths.members(), label: 'Find a member' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Staff"
            columns={columns}
            rows={page.items}
            rowKey={(p) => p.id}
            sort={{ sort: query.sort ?? 'name', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
