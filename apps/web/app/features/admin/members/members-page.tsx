import { membersPage, membersQuery as membersQuerySchema } from '@techgold/contracts/admin/members';
import { Link } from 'react-router';
import { membersQuery, useMembers, type MembersPage } from '~/api/admin/members';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { memberStatusLabel, memberTypeLabel, optionsOf } from '../components/labels';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/members-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(membersQuerySchema, new URL(request.url).searchParams);
  const get = serverGetter(context, membersPage);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(membersQuery(query, get))) };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Members');

type Member = MembersPage['items'][number];

const statusTone = { active: 'good', pending_review: 'warn', disabled: 'bad' } as const;

const columns: Column<Member>[] = [
  {
    label: 'Name',
    sort: 'name',
    cell: (m) => (
      <Link
        to={adminPaths.member(m.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {m.first_name} {m.last_name}
      </Link>
    ),
  },
  {
    label: 'Email',
    sort: 'email',
    cell: (m) => <span className="whitespace-nowrap">{m.email}</span>,
  },
  {
    label: 'Type',
    cell: (m) => (
      <>
        {memberTypeLabel[m.type]}
        {m.staff_role ? (
          <span className="block text-sm text-slate-600">Staff: {m.staff_role}</span>
        ) : null}
      </>
    ),
  },
  {
    label: 'Status',
    cell: (m) => <Tag tone={statusTone[m.status]}>{memberStatusLabel[m.status]}</Tag>,
  },
  { label: 'Organisation', cell: (m) => m.organisation?.title ?? '—' },
  {
    label: 'Joined',
    sort: 'created',
    firstDir: 'desc',
    cell: (m) => <When iso={m.created_at} dateOnly />,
  },
  {
    label: 'Last sign-in',
    sort: 'last_sign_in',
    firstDir: 'desc',
    cell: (m) => <When iso={m.last_sign_in_at} />,
  },
];

/**
 * Every member, searchable by name or email, filtered by type and status (or, from the
 * dashboard, those disabled lately).
 */
export default function MembersPage() {
  const query = useListQuery(membersQuerySchema);
  const members = useMembers(query);
  return (
    <>
      <PageHeader
        title="Members"
        description="Learners and employer users. Open a member to change their record, stop or restore their sign-in, or send them a set-password link."
      />
      {query.disabled_within ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Only members disabled from the console in the last {query.disabled_within}{' '}
          {query.disabled_within === '1' ? 'day' : 'days'} and still disabled.{' '}
          <Link to={adminPaths.members()} className="font-semibold underline">
            Show every member
          </Link>
        </p>
      ) : null}
      <ListFilters label="Search members" keep={['sort', 'dir', 'disabled_within']}>
        <SearchField label="Name or email" />
        <SelectField
          label="Type"
          name="type"
          placeholder="All types"
          options={optionsOf(memberTypeLabel)}
          defaultValue={query.type ?? ''}
        />
        <SelectField
          label="Status"
          name="status"
          placeholder="All statuses"
          options={optionsOf(memberStatusLabel)}
          defaultValue={query.status ?? ''}
        />
      </ListFilters>
      <ListBody
        query={members}
        noun="members"
        one="member"
        empty={{
          title: 'No members yet.',
          text: 'People who sign up on the site appear here, and so do sign-ups you approve.',
          action: { to: adminPaths.reviews(), label: 'See sign-ups waiting' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Members"
            columns={columns}
            rows={page.items}
            rowKey={(m) => m.id}
            sort={{ sort: query.sort ?? 'created', dir: query.dir ?? 'desc' }}
          />
        )}
      </ListBody>
    </>
  );
}
