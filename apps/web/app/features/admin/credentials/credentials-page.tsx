import {
  adminCredentialsPage,
  adminCredentialsQuery,
  credentialMessages,
} from '@techgold/contracts/admin/credentials';
import { Link } from 'react-router';
import { credentialsQuery, useCredentials, type CredentialsPage } from '~/api/admin/credentials';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { credentialsBulkActions } from '../components/content-bulk';
import { SelectableTable } from '../components/selectable-table';
import { useResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/credentials-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminCredentialsQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(credentialsQuery(query, serverGetter(context, adminCredentialsPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Credentials');

type Credential = CredentialsPage['items'][number];

const columns: Column<Credential>[] = [
  {
    label: 'Member',
    sort: 'member',
    cell: (c) => (
      <>
        <Link
          to={adminPaths.credential(c.id)}
          className="rounded break-words text-navy-800 underline underline-offset-4"
        >
          {c.member.name}
          <span className="sr-only">: {c.badge.name}</span>
        </Link>
        <span className="block text-sm break-all text-slate-700">{c.member.email}</span>
      </>
    ),
  },
  { label: 'Badge', cell: (c) => <span className="break-words">{c.badge.name}</span> },
  {
    label: 'Issued',
    sort: 'issued',
    firstDir: 'desc',
    cell: (c) => <When iso={c.issued_at} dateOnly />,
  },
  {
    label: 'State',
    cell: (c) => (
      <span className="flex flex-wrap gap-1">
        {c.revoked_at ? <Tag tone="bad">Revoked</Tag> : <Tag tone="good">Active</Tag>}
        {c.private ? <Tag>Private</Tag> : null}
      </span>
    ),
  },
];

/** Every issued credential: search by member or badge, filter by state; issue and import. */
export default function CredentialsPage() {
  const query = useListQuery(adminCredentialsQuery);
  const credentials = useCredentials(query);
  const local = credentials.data?.platform !== 'hosted';
  const bulk = useResult(undefined, 'mt-6');
  return (
    <>
      <PageHeader
        title="Credentials"
        description="Badges issued to members. A credential's public page verifies it; revoking one makes that page say it is revoked."
        actions={
          local ? (
            <>
              <Link to={adminPaths.issueCredential()} className={buttonClass('primary')}>
                Issue a badge
              </Link>
              <Link to={adminPaths.importCredentials()} className={buttonClass('outline')}>
                Import a cohort
              </Link>
            </>
          ) : null
        }
      />
      {local ? null : <Notice className="mb-6">{credentialMessages.hosted}</Notice>}
      <ListFilters label="Search credentials" keep={['sort', 'dir']}>
        <SearchField label="Member or badge" />
        <SelectField
          label="State"
          name="state"
          placeholder="Active and revoked"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'revoked', label: 'Revoked' },
          ]}
          defaultValue={query.state ?? ''}
        />
      </ListFilters>
      {bulk.region}
      <ListBody
        query={credentials}
        noun="credentials"
        one="credential"
        empty={{
          title: 'No credentials yet.',
          text: 'Badges issued to members are listed here. Each has a public page that proves it is real.',
          action: local ? { to: adminPaths.issueCredential(), label: 'Issue a badge' } : undefined,
        }}
      >
        {(page) =>
          // Revoking is for credentials held here; a hosted platform's are read-only.
          local ? (
            <SelectableTable
              caption="Credentials"
              columns={columns}
              rows={page.items}
              idOf={(c) => c.id}
              nameOf={(c) => `${c.member.name}’s ${c.badge.name}`}
              sort={{ sort: query.sort ?? 'issued', dir: query.dir ?? 'desc' }}
              actions={credentialsBulkActions}
              noun="credentials"
              result={bulk}
            />
          ) : (
            <DataTable
              caption="Credentials"
              columns={columns}
              rows={page.items}
              rowKey={(c) => c.id}
              sort={{ sort: query.sort ?? 'issued', dir: query.dir ?? 'desc' }}
            />
          )
        }
      </ListBody>
    </>
  );
}
