import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerResponse } from '@techgold/contracts/employers';
import type { PageUser } from '@techgold/contracts/page-user';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import EmployerPage from './employer-page';

// The employer page against a stubbed API: its insights page in with Load more, and the
// sections it has no data for stay away.

const user = {
  id: 7,
  first_name: 'Ada',
  saved_article_ids: [],
  saved_event_ids: [],
  saved_employer_ids: [],
  saved_school_ids: [],
} as unknown as PageUser;

const insight = (id: number) => ({
  id,
  title: `Insight number ${id}`,
  subtitle: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  url: `insight-${id}`,
  thumbnail: null,
  tags: [],
  user: { first_name: 'Ellis', last_name: 'Employee', full_name: 'Ellis Employee', employer: null },
  saved: false,
});

const employer = {
  id: 1,
  title: 'Harbour Systems',
  url: null,
  ts_uuid: '189ae114-67d0-44c9-968b-e5dcd045db96',
  logo_url: null,
  address_state: 'East Midlands',
  profile: 'First paragraph <b>here</b>.\n\nSecond paragraph.',
  tags: [],
  saved: false,
};

function stubApi(pages: Record<string, EmployerResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = pages[String(input)];
    if (!body) throw new Error(`unexpected ${String(input)}`);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const Page = EmployerPage as unknown as (props: {
    loaderData: { id: number; title: string };
  }) => React.ReactNode;
  const client = memberCache(user);
  const Stub = createRoutesStub([
    {
      path: '/employer/:id',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <Page loaderData={{ id: 1, title: 'Harbour Systems' }} />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/employer/1']} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('EmployerPage', () => {
  it('shows 20 insights, and Load more adds the next page until there is none', async () => {
    const fetchMock = stubApi({
      '/api/employer/1': {
        employer,
        insights: Array.from({ length: 20 }, (_, i) => insight(100 - i)),
        insights_total: 23,
        insights_next_cursor: 'next',
      },
      '/api/employer/1?cursor=next': {
        employer,
        insights: [insight(80), insight(79), insight(78)],
        insights_total: 23,
        insights_next_cursor: null,
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Insights' });
    expect(within(section).getAllByRole('article')).toHaveLength(20);
    expect(within(section).getByRole('link', { name: 'Insight number 100' })).toHaveAttribute(
      'href',
      '/insight/100',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(23));
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the profile as text in paragraphs, and no website link or insights without them', async () => {
    stubApi({
      '/api/employer/1': { employer, insights: [], insights_total: 0, insights_next_cursor: null },
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbour Systems' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('First paragraph <b>here</b>.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(screen.queryByRole('link', { name: /Visit website/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Insights' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Employer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Employers' })).toHaveAttribute(
      'href',
      '/platform/employers',
    );
  });
});
