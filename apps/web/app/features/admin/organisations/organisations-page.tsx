import {
  organisationKinds,
  organisationsPage,
  organisationsQuery as organisationsQuerySchema,
  type OrganisationKind,
} from '@techgold/contracts/admin/organisations';
import { Link, useSearchParams } from 'react-router';
import {
  organisationsQuery,
  useOrganisations,
  type OrganisationsPage,
} from '~/api/admin/organisations';
import { buttonClass } from '~/components/button-styles';
import { cn } from '~/lib/cn';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ArrivedResult } from '~/components/result/result-message';
import { organisationKindLabel, organisationKindPlural } from '../components/labels';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag } from '../components/page-parts';
import { SelectField } from '~/components/form/select-field';
import type { Route } from './+types/organisations-page';

/** What an empty list of each kind is for. */
const organisationGuide = {
  school:
    'Learning providers you add are offered to learners who sign up, and their courses appear in the course finder.',
  employer:
    'Employers you add appear in the members’ employer directory, and employer users who sign up can join them.',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(organisationsQuerySchema, new URL(request.url).searchParams);
  const get = serverGetter(context, organisationsPage);
  return {
    dehydrated: await prefetch((client) => client.prefetchQuery(organisationsQuery(query, get))),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Organisations');

type Organisation = OrganisationsPage['items'][number];

const columns: Column<Organisation>[] = [
  {
    label: 'Name',
    sort: 'title',
    cell: (o) => (
      <Link
        to={adminPaths.organisation(o.kind, o.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {o.title}
      </Link>
    ),
  },
  {
    label: 'Sign-up domains',
    cell: (o) =>
      o.domains.length ? <span className="break-all">{o.domains.join(', ')}</span> : 'None',
  },
  { label: 'Members', sort: 'members', firstDir: 'desc', cell: (o) => String(o.members) },
  {
    label: 'Shown to members',
    cell: (o) => (o.listed ? <Tag tone="good">Listed</Tag> : <Tag tone="warn">Hidden</Tag>),
  },
];

/** Learning providers and employers, one kind at a time, with their sign-up domains. */
export default function OrganisationsPage() {
  const query = useListQuery(organisationsQuerySchema);
  const [search] = useSearchParams();
  const kind: OrganisationKind = query.kind === 'employer' ? 'employer' : 'school';
  const organisations = useOrganisations(query);
  const deleted = search.get('deleted')?.slice(0, 200);
  return (
    <>
      <PageHeader
        title="Organisations"
        description="Learning providers and employers, and the email domains whose sign-ups join them."
        actions={
          <Link to={adminPaths.newOrganisation(kind)} className={buttonClass('primary')}>
            Add {organisationKindLabel[kind].toLowerCase()}
          </Link>
        }
      />
      <ArrivedResult text={deleted ? `${deleted} is deleted.` : null} />
      <nav aria-label="Kind of organisation" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {organisationKinds.map((k) => (
            <li key={k}>
              <Link
                to={adminPaths.organisations(k)}
                aria-current={k === kind ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold',
                  k === kind
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-slate-400 bg-white text-navy-900 hover:bg-navy-50',
                )}
              >
                {organisationKindPlural[k]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListFilters
        label={`Search ${organisationKindPlural[kind].toLowerCase()}`}
        keep={['kind', 'sort', 'dir']}
      >
        <SearchField label="Name" />
        <SelectField
          label="Shown to members"
          name="listed"
          placeholder="Listed and hidden"
          options={[
            { value: 'true', label: 'Listed only' },
            { value: 'false', label: 'Hidden only' },
          ]}
          defaultValue={query.listed ?? ''}
        />
      </ListFilters>
      <ListBody
        query={organisations}
        noun={organisationKindPlural[kind].toLowerCase()}
        one={organisationKindLabel[kind].toLowerCase()}
        empty={{
          title: `No ${organisationKindPlural[kind].toLowerCase()} yet.`,
          text: organisationGuide[kind],
          action: {
            to: adminPaths.newOrganisation(kind),
            label: kind === 'school' ? 'Add a learning provider' : 'Add an employer',
          },
        }}
        context={['kind']}
      >
        {(page) => (
          <DataTable
            caption={organisationKindPlural[kind]}
            columns={columns}
            rows={page.items}
            rowKey={(o) => o.id}
            sort={{ sort: query.sort ?? 'title', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
