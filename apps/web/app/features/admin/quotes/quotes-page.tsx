import { adminQuotesPage, adminQuotesQuery } from '@techgold/contracts/admin/quotes';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { quotesApi, type QuotesPage } from '~/api/admin/site-content';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ArrivedResult } from '~/components/result/result-message';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, type ListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, When } from '../components/page-parts';
import type { Route } from './+types/quotes-page';

/**
 * The list's API query. Its site-page filter is the API's `page`, which in a console address
 * is the page number: the address calls the filter `on`.
 */
function quotesQueryOf(search: URLSearchParams): ListQuery {
  const query = readQuery(adminQuotesQuery, search);
  const on = search.get('on');
  return on && adminQuotesQuery.shape.page.safeParse(on).success ? { ...query, page: on } : query;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = quotesQueryOf(new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(quotesApi.listQuery(query, serverGetter(context, adminQuotesPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Quotes');

type Item = QuotesPage['items'][number];

const columns: Column<Item>[] = [
  {
    label: 'Name',
    sort: 'name',
    cell: (q) => (
      <Link
        to={adminPaths.quote(q.id)}
        className="rounded break-words text-navy-800 underline underline-offset-4"
      >
        {q.name}
      </Link>
    ),
  },
  {
    label: 'Quote',
    cell: (q) => (
      <span className="line-clamp-2 max-w-md break-words">
        {q.text.length > 120 ? `${q.text.slice(0, 120)}…` : q.text}
      </span>
    ),
  },
  { label: 'Pages', cell: (q) => (q.pages.length ? q.pages.join(', ') : 'None') },
  { label: 'Updated', sort: 'updated', firstDir: 'desc', cell: (q) => <When iso={q.updated_at} /> },
];

/** Every rotating quote, with the pages it shows on. */
export default function QuotesPage() {
  const [search] = useSearchParams();
  const query = useMemo(() => quotesQueryOf(search), [search]);
  const quotes = quotesApi.useList(query);
  const deleted = search.get('deleted')?.slice(0, 200);
  return (
    <>
      <PageHeader
        title="Quotes"
        description="The quotes that rotate on the home, employers, learners and learning providers pages."
        actions={
          <Link to={adminPaths.newQuote()} className={buttonClass('primary')}>
            Add a quote
          </Link>
        }
      />
      <ArrivedResult text={deleted ? `The quote from ${deleted} is deleted.` : null} />
      <ListFilters label="Search quotes" keep={['sort', 'dir']}>
        <SearchField label="Name or quote" />
        <TextField
          label="Page"
          name="on"
          defaultValue={query.page ?? ''}
          maxLength={40}
          className="sm:w-48"
        />
      </ListFilters>
      <ListBody
        query={quotes}
        noun="quotes"
        one="quote"
        empty={{
          title: 'No quotes yet.',
          text: 'Quotes from learners, employers and providers rotate on the pages you choose.',
          action: { to: adminPaths.newQuote(), label: 'Add a quote' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Quotes"
            columns={columns}
            rows={page.items}
            rowKey={(q) => q.id}
            sort={{ sort: query.sort ?? 'name', dir: query.dir ?? 'asc' }}
          />
        )}
      </ListBody>
    </>
  );
}
