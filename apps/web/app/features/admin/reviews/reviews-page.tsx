import { adminOptions } from '@techgold/contracts/admin/options';
import { reviewsPage, reviewsQuery as reviewsQuerySchema } from '@techgold/contracts/admin/reviews';
import { optionsQuery } from '~/api/admin/options';
import { Link, useSearchParams } from 'react-router';
import { reviewsQuery, useReviews, type ReviewsPage } from '~/api/admin/reviews';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import type { Column } from '../components/data-table';
import { ArrivedResult, useResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import { SelectableTable } from '../components/selectable-table';
import { reviewsBulkActions } from './reviews-bulk';
import type { Route } from './+types/reviews-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(reviewsQuerySchema, new URL(request.url).searchParams);
  const get = serverGetter(context, reviewsPage);
  // The providers and courses too: the bulk Approve form offers them as soon as it opens.
  return {
    dehydrated: await prefetch((client) =>
      Promise.all([
        client.prefetchQuery(reviewsQuery(query, get)),
        client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions))),
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Pending review');

type Review = ReviewsPage['items'][number];

const columns: Column<Review>[] = [
  {
    label: 'Name',
    cell: (r) => (
      <Link
        to={adminPaths.review(r.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {r.first_name} {r.last_name}
      </Link>
    ),
  },
  { label: 'Email', cell: (r) => <span className="whitespace-nowrap">{r.email}</span> },
  {
    label: 'Email confirmed',
    cell: (r) =>
      r.email_confirmed ? <Tag tone="good">Confirmed</Tag> : <Tag tone="warn">Not yet</Tag>,
  },
  { label: 'Signed up', cell: (r) => <When iso={r.created_at} /> },
];

/** Learners who signed up with an address no organisation matched, oldest first. */
export default function ReviewsPage() {
  const query = useListQuery(reviewsQuerySchema);
  const [search] = useSearchParams();
  const reviews = useReviews(query);
  const bulk = useResult(undefined, 'mt-6');
  const name = search.get('name')?.slice(0, 200) ?? '';
  const done =
    search.get('done') === 'approved'
      ? `${name}’s sign-up is approved: they have been emailed a link to set a password.`
      : search.get('done') === 'rejected'
        ? `${name}’s sign-up is rejected and they have been emailed the reason.`
        : null;
  return (
    <>
      <PageHeader
        title="Pending review"
        description="Learners who signed up with an email address no learning provider or employer matched. Approve them onto a course, or reject the sign-up with a reason; they are emailed either way."
      />
      <ArrivedResult text={done} />
      <ListFilters label="Search pending sign-ups" keep={[]}>
        <SearchField label="Name or email" />
        <SelectField
          label="Order"
          name="sort"
          placeholder="Waiting longest first"
          options={[{ value: 'newest', label: 'Newest first' }]}
          defaultValue={query.sort === 'newest' ? 'newest' : ''}
        />
      </ListFilters>
      {bulk.region}
      <ListBody
        query={reviews}
        noun="sign-ups waiting"
        one="sign-up waiting"
        empty={{
          title: 'Nobody is waiting for a decision.',
          text: 'Sign-ups from an email address that matches no organisation wait here until you approve or reject them.',
          action: { to: adminPaths.organisations(), label: 'See the sign-up domains' },
        }}
      >
        {(page) => (
          <SelectableTable
            caption="Sign-ups waiting for review"
            columns={columns}
            rows={page.items}
            idOf={(r) => r.id}
            nameOf={(r) => `${r.first_name} ${r.last_name}`}
            actions={reviewsBulkActions}
            noun="sign-ups"
            result={bulk}
          />
        )}
      </ListBody>
    </>
  );
}
