import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api-client';
import { ListBody } from './list-body';
import { ListSearch } from './list-search';

// A member list as a member meets it: the loading status, the rows, Load more until there is
// no more, the error with Try again, the empty text; and the search box that puts `q` in the
// URL with the other filters riding along.

interface Page {
  items: { id: number; title: string }[];
  next_cursor: string | null;
}

const page = (from: number, count: number, next: string | null): Page => ({
  items: Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Item ${from + i}` })),
  next_cursor: next,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function List() {
  const query = useInfiniteQuery({
    queryKey: ['things'],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page>(pageParam ? `/api/things?cursor=${pageParam}` : '/api/things', signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  return (
    <ListBody query={query} items={(p) => p.items} noun="things" empty="Nothing here yet.">
      {(items) => (
        <ul aria-label="Things">
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

function renderList() {
  // No retries: a failure shows at once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/things',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <List />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/things']} />);
}

describe('ListBody', () => {
  it('says it is loading, then shows the rows, and Load more adds the next page until the end', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/things') {
        await held;
        return json(200, page(1, 20, 'next'));
      }
      if (url === '/api/things?cursor=next') return json(200, page(21, 3, null));
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderList();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading things…');
    await act(async () => release());
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(within(list).getByText('Item 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the list could not be loaded, and Try again loads it', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? json(500, { message: 'Server Error' }) : json(200, page(1, 2, null)),
      ),
    );
    renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The things could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty text when there are no rows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, page(1, 0, null))),
    );
    renderList();
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('ListSearch', () => {
  function renderSearch(params: { q?: string; tags: number[]; saved: boolean }) {
    function Where() {
      const { search } = useLocation();
      return <p data-testid="where">{search}</p>;
    }
    const Stub = createRoutesStub([
      {
        path: '/insights',
        Component: () => (
          <>
            <ListSearch params={params} label="Search insights" />
            <Where />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/insights']} />);
  }

  it('is a named search landmark whose query goes into the URL with the tags and the tab', async () => {
    renderSearch({ q: 'old', tags: [4, 9], saved: true });
    const form = screen.getByRole('search', { name: 'Search insights' });
    const box = within(form).getByRole('searchbox', { name: 'Search insights' });
    expect(box).toHaveValue('old');

    await userEvent.clear(box);
    await userEvent.type(box, 'cloud skills{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?q=cloud+skills&tags=4%2C9&tab=saved'),
    );
  });
});

describe('the result count and Clear filters (issue 26)', () => {
  it('says how many match in a polite status, and offers Clear filters when none do', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, page(1, 0, null))),
    );
    function Filtered() {
      const query = useInfiniteQuery({
        queryKey: ['filtered'],
        queryFn: ({ signal }) => api.get<Page>('/api/things?q=x', signal),
        initialPageParam: undefined as string | undefined,
        getNextPageParam: () => undefined,
      });
      const { search } = useLocation();
      return (
        <>
          <ListBody
            query={query}
            items={(p) => p.items}
            noun="things"
            total={query.data ? 0 : undefined}
            clearTo="?"
            empty="No things match your search."
          >
            {() => null}
          </ListBody>
          <p data-testid="where">{search}</p>
        </>
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const Stub = createRoutesStub([{ path: '/things', Component: Filtered }]);
    render(
      <QueryClientProvider client={client}>
        <Stub initialEntries={['/things?q=x']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No things match your search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 things');
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/);
    vi.unstubAllGlobals();
  });
});
