import { staffPage } from '@techgold/contracts/admin';
import { Link } from 'react-router';
import { staffQuery, useStaff, type StaffPage } from '~/api/admin/members';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { roleLabel } from '../components/admin-shell';
import { DataTable, type Column } from '../components/data-table';
import { memberStatusLabel } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag } from '../components/page-parts';
import type { Route } from './+types/staff-page';

export async function loader({ context }: Route.LoaderArgs) {
  const get = serverGetter(context, staffPage);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(staffQuery(get))) };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Staff');

type Person = StaffPage['items'][number];

const columns: Column<Person>[] = [
  {
    label: 'Name',
    cell: (p) => (
      <Link
        to={adminPaths.member(p.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {p.name}
      </Link>
    ),
  },
  { label: 'Email', cell: (p) => <span className="whitespace-nowrap">{p.email}</span> },
  { label: 'Role', cell: (p) => roleLabel[p.staff_role] },
  {
    label: 'Status',
    cell: (p) => (
      <Tag tone={p.status === 'active' ? 'good' : 'bad'}>{memberStatusLabel[p.status]}</Tag>
    ),
  },
];

/** Everyone with a staff role. A role is given, changed or removed on the person's page. */
export default function StaffPage() {
  const { data, isError } = useStaff();
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
      {isError && !data ? (
        <p role="alert" className="font-semibold text-red-800">
          The staff could not be loaded. Reload the page to try again.
        </p>
      ) : data ? (
        <DataTable caption="Staff" columns={columns} rows={data.items} rowKey={(p) => p.id} />
      ) : null}
    </>
  );
}
