import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminInsightDetail } from '@techgold/contracts/admin/insights';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightQuery } from '~/api/admin/insights';
import InsightPage from './insight-page';

// The console's read view of one insight against a stubbed server: the article is drawn by
// the news page's renderer; unpublishing asks first with focus on Cancel (which gives focus
// back to the button that asked), then says so in the page's one result region, which takes
// focus; the insight then offers republishing with the reason it was taken down.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BODY_TEXT = 'We paired every new starter with a mentor for their first month.';

const live: AdminInsightDetail = {
  id: 7,
  title: 'Mentoring in a small cloud team',
  author: { id: 3, name: 'Priya Shah', email: 'priya@example.test', can_write_articles: true },
  live: true,
  public: true,
  featured: false,
  created_at: '2026-10-14T10:00:00.000Z',
  updated_at: '2026-10-14T10:00:00.000Z',
  unpublished: null,
  article: {
    id: 7,
    title: 'Mentoring in a small cloud team',
    subtitle: 'What we learned',
    created_at: '2026-10-14T10:00:00.000Z',
    updated_at: '2026-10-14T10:00:00.000Z',
    url: 'mentoring-in-a-small-cloud-team',
    thumbnail: null,
    tags: [],
    user: { first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', employer: null },
    body: JSON.stringify({
      time: 1,
      blocks: [{ id: 'a', type: 'paragraph', data: { text: BODY_TEXT } }],
      version: '2.31.0',
    }),
  },
};

const down: AdminInsightDetail = {
  ...live,
  live: false,
  updated_at: '2026-10-15T10:00:00.000Z',
  unpublished: { at: '2026-10-15T10:00:00.000Z', reason: 'It names a client.' },
};

// The route's props: only its loader data is read.
const props = { loaderData: { id: 7, title: live.title } } as unknown as Parameters<
  typeof InsightPage
>[0];

/** The versions the stubbed server answered with, in order. */
const answered: string[] = [];

function renderPage() {
  answered.length = 0;
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const calls: { method: string; url: string; body: unknown }[] = [];
  let current = live;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      calls.push({ method, url, body });
      if (method === 'POST' && url.endsWith('/feature')) {
        // A new version each time, as the server stamps one.
        const featured = (body as { featured: boolean }).featured;
        current = { ...current, featured, updated_at: `2026-10-16T10:00:0${answered.length}.000Z` };
        answered.push(current.updated_at);
        const { article: _a, unpublished: _u, ...answer } = current;
        return json(200, answer);
      }
      if (method === 'POST' && url.endsWith('/unpublish')) {
        current = down;
        const { article: _a, unpublished: _u, ...answer } = down;
        return json(200, answer);
      }
      return json(200, current);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(insightQuery(7).queryKey, live);
  const Stub = createRoutesStub([
    {
      path: '/admin/insights/:id',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <InsightPage {...props} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/insights/7']} />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the console’s read view of an insight', () => {
  it('draws the article as the news page does, beside its moderation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: live.title })).toBeInTheDocument();
    const article = screen.getByRole('region', { name: 'The insight as it reads on the site' });
    expect(within(article).getByRole('heading', { level: 2, name: live.title })).toBeVisible();
    expect(within(article).getByText(BODY_TEXT)).toBeVisible();
    expect(within(article).getByText('What we learned')).toBeVisible();
    const moderation = screen.getByRole('complementary', { name: 'Moderation' });
    expect(
      within(moderation).getByRole('button', { name: 'Unpublish and email the author' }),
    ).toBeVisible();
    expect(within(moderation).queryByRole('button', { name: /Republish/ })).toBeNull();
  });

  it('asks for a reason, confirms on the safe choice, then says it is unpublished with focus there', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    const unpublish = await screen.findByRole('button', { name: 'Unpublish and email the author' });

    // No reason: the error summary says what to do, and nothing is sent.
    await user.click(unpublish);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the reason the author will be emailed.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Reason'), 'It names a client.');
    await user.click(screen.getByRole('button', { name: 'Unpublish and email the author' }));
    // The question opens on Cancel; Cancel gives focus back to the button that asked.
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unpublish and email the author' })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Yes, unpublish it' }));
    const message = `“${live.title}” is unpublished. Its author is emailed your reason.`;
    const result = await screen.findByText(message);
    await waitFor(() => expect(result.closest('[role=status]')).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/insights/7/unpublish',
        body: { updated_at: live.updated_at, reason: 'It names a client.' },
      },
    ]);
    // Now down: republishing is offered, with when and why it was taken down.
    expect(
      await screen.findByRole('button', { name: 'Republish and email the author' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Republish' })).toHaveTextContent(
      'The reason given: It names a client.',
    );
    expect(screen.getByText(message)).toBeVisible();
  });

  it('features it and stops featuring it, each against the version it got back', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Feature on the home page' }));
    expect(await screen.findByText('The insight is featured on the home page.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Stop featuring it' }));
    expect(await screen.findByText('The insight is no longer featured.')).toBeVisible();
    // The second is sent with the version the first answered, not the one the page opened with.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { updated_at: live.updated_at, featured: true },
      { updated_at: answered[0], featured: false },
    ]);
  });
});
