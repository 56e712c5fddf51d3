import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import type { PageUser } from '@techgold/contracts/page-user';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import NewInsightPage from './new-insight-page';

// "Create new insight" stores nothing: the new page's first "Save changes" sends the insight
// in one POST and moves (replacing the URL) to its edit page. Tags and the thumbnail wait for
// that save, and the page says so. Editor.js is stood in for (its document is fixed).

vi.mock('~/components/block-editor/insight-editor', () => ({
  InsightEditor: ({ handleRef }: { handleRef: React.RefObject<unknown> }) => {
    useImperativeHandle(handleRef, () => ({
      save: () =>
        Promise.resolve({
          time: 1,
          blocks: [{ type: 'paragraph', data: { text: 'First words' } }],
          version: '2.31.0',
        }),
    }));
    return <div>Editor</div>;
  },
}));

const author = { id: 7, first_name: 'Alex', can_write_articles: true } as unknown as PageUser;
const texts = { invalid: 'The given data was invalid.', noPermission: 'No permission.' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function EditStandIn() {
  const location = useLocation();
  return (
    <p>
      Edit page at {location.pathname} (created: {String(Boolean(location.state?.created))})
    </p>
  );
}

function renderNew(user: PageUser, answer: (body: Record<string, unknown>) => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST'
      ? answer(JSON.parse(String(init.body)) as Record<string, unknown>)
      : json(200, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
  const client = memberCache(user);
  const Page = NewInsightPage as unknown as (props: { loaderData: unknown }) => React.ReactNode;
  const Stub = createRoutesStub([
    {
      path: '/insight/new',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <Page loaderData={{ texts }} />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
    },
    { path: '/insight/edit/:id/:key', Component: EditStandIn },
  ]);
  render(<Stub initialEntries={['/insight/new']} />);
  return fetchMock;
}

describe('the new-insight page', () => {
  it('stores nothing on opening, and says tags and the thumbnail come after the first save', () => {
    const fetchMock = renderNew(author, () => json(201, { id: 1, edit: 'k' }));
    expect(screen.getByRole('heading', { level: 1, name: 'New insight' })).toBeInTheDocument();
    expect(screen.getByText('Save the insight to add tags and a thumbnail.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add an industry tag' })).toBeNull();
    expect(screen.queryByLabelText('Choose a thumbnail image')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('creates the insight with its fields on the first save, then replaces the URL with its edit page', async () => {
    const fetchMock = renderNew(author, () => json(201, { id: 58, edit: 'fresh-key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Shadowing the rota');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Edit page at /insight/edit/58/fresh-key (created: true)'),
    ).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]![0]).toBe('/api/insight');
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      title: 'Shadowing the rota',
      live: false,
      body: JSON.stringify({
        time: 1,
        blocks: [{ type: 'paragraph', data: { text: 'First words' } }],
        version: '2.31.0',
      }),
      thumbnail: null,
    });
  });

  it('keeps the page and shows the refusal when the first save is refused', async () => {
    renderNew(author, () =>
      json(422, { message: 'The given data was invalid.', errors: { title: ['Enter a title'] } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await vi.waitFor(() => expect(title).toHaveAccessibleDescription('Enter a title'));
    expect(screen.getByRole('heading', { level: 1, name: 'New insight' })).toBeInTheDocument();
  });

  it('tells a member who may not write so, without the editor', () => {
    renderNew({ ...author, can_write_articles: false } as PageUser, () => json(403, {}));
    expect(screen.getByText(/No permission\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
