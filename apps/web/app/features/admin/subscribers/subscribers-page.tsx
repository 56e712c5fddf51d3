import {
  adminSubscribersPage,
  adminSubscribersQuery,
  subscriberStates,
} from '@techgold/contracts/admin/subscribers';
import { SUBSCRIBER_STATUSES } from '@techgold/contracts/subscribers';
import { useRouteLoaderData } from 'react-router';
import { subscribersQuery, useSubscribers, type SubscribersPage } from '~/api/admin/subscribers';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import type { loader as adminLoader } from '~/layouts/admin';
import type { Column } from '../components/data-table';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { adminPaths } from '../admin-paths';
import { PageHeader, Tag, When } from '../components/page-parts';
import { SubscribersExport } from './subscribers-export';
import { useSubscribersBulkActions } from '../components/content-bulk';
import { SelectableTable } from '../components/selectable-table';
import { useResult } from '~/components/result/result-message';
import type { Route } from './+types/subscribers-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminSubscribersQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(subscribersQuery(query, serverGetter(context, adminSubscribersPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Subscribers');

type Subscriber = SubscribersPage['items'][number];

const stateLabel = { confirmed: 'Confirmed', pending: 'Pending', unsubscribed: 'Unsubscribed' };
const audienceLabel: Record<(typeof SUBSCRIBER_STATUSES)[number], string> = {
  employer: 'Employer',
  'learning-provider': 'Learning provider',
  learner: 'Learner',
  other: 'Other',
};

const columns: Column<Subscriber>[] = [
  { label: 'Email', sort: 'email', cell: (s) => <span className="break-all">{s.email}</span> },
  {
    label: 'State',
    cell: (s) => (
      <Tag tone={s.state === 'confirmed' ? 'good' : s.state === 'pending' ? 'warn' : 'neutral'}>
        {stateLabel[s.state]}
      </Tag>
    ),
  },
  { label: 'Audience', cell: (s) => audienceLabel[s.audience] },
  {
    label: 'Subscribed',
    sort: 'created',
    firstDir: 'desc',
    cell: (s) => <When iso={s.created_at} />,
  },
  {
    label: 'Confirmed',
    sort: 'confirmed',
    firstDir: 'desc',
    cell: (s) => <When iso={s.confirmed_at} />,
  },
  {
    label: 'Consent',
    cell: (s) =>
      s.consents.length ? (
        <ul className="space-y-2 sm:min-w-64">
          {s.consents.map((c, i) => (
            <li key={`${c.agreed_at}-${i}`}>
              <When iso={c.agreed_at} />
              {c.page ? <> on {c.page}</> : null}: <q className="text-slate-700">{c.wording}</q>
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-600">No record</span>
      ),
  },
];

/** Newsletter subscribers in every state, each with what they agreed to and where. */
export default function SubscribersPage() {
  const query = useListQuery(adminSubscribersQuery);
  const subscribers = useSubscribers(query);
  const actions = useSubscribersBulkActions();
  const bulk = useResult(undefined, 'mt-6');
  const role = useRouteLoaderData<typeof adminLoader>('layouts/admin')?.role;
  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Who receives the newsletter: confirmed subscribers (their address is checked), pending ones and those who left, with each one’s consent record."
      />
      {role === 'admin' ? <SubscribersExport /> : null}
      <ListFilters label="Search subscribers" keep={['sort', 'dir']}>
        <SearchField label="Email" />
        <SelectField
          label="State"
          name="state"
          placeholder="Every state"
          options={subscriberStates.map((s) => ({ value: s, label: stateLabel[s] }))}
          defaultValue={query.state ?? ''}
        />
        <SelectField
          label="Audience"
          name="audience"
          placeholder="Every audience"
          options={SUBSCRIBER_STATUSES.map((a) => ({ value: a, label: audienceLabel[a] }))}
          defaultValue={query.audience ?? ''}
        />
      </ListFilters>
      {bulk.region}
      <ListBody
        query={subscribers}
        noun="subscribers"
        one="subscriber"
        empty={{
          title: 'No subscribers yet.',
          text: 'People who sign up for the newsletter at the foot of every page appear here, with their consent.',
          action: { to: adminPaths.newsletters(), label: 'Go to the newsletter' },
        }}
      >
        {(page) => (
          <SelectableTable
            caption="Subscribers"
            columns={columns}
            rows={page.items}
            idOf={(s) => s.id}
            nameOf={(s) => s.email}
            sort={{ sort: query.sort ?? 'created', dir: query.dir ?? 'desc' }}
            actions={actions}
            noun="subscribers"
            result={bulk}
          />
        )}
      </ListBody>
    </>
  );
}
