import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import type { PageUser } from '@techgold/contracts/page-user';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import NotificationsPage from './notifications-page';

// The notification preferences against a stubbed server: a box changes the moment it is
// clicked, the cached user record (which the header's dropdown reads too) says the same at
// once, and a refusal puts both back and names the choice that failed.

const userWith = (active: boolean) =>
  ({
    id: 7,
    first_name: 'Ada',
    notifications: [],
    notification_types: [{ id: 3, title: 'Insight', icon: null, active }],
  }) as unknown as PageUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(answer: (method: string, url: string) => Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(init?.method ?? 'GET', String(input)),
    ),
  );
  const client = memberCache(userWith(false));
  const Page = NotificationsPage as unknown as () => React.ReactNode;
  const Stub = createRoutesStub([
    {
      path: '/notifications',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <Page />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/notifications']} />);
  return client;
}

const cachedActive = (client: ReturnType<typeof memberCache>) =>
  client.getQueryData<PageUser>(['user'])?.notification_types[0]?.active;

describe('NotificationsPage', () => {
  it('ticks at once, writes the cached record, and keeps it once the server agrees', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const client = renderPage(async (method, url) => {
      if (method === 'POST' && url === '/api/user/notifications/preference/3') {
        await held;
        return new Response(null, { status: 204 });
      }
      if (url === '/api/user') return json(200, userWith(true));
      throw new Error(`unexpected ${method} ${url}`);
    });
    const box = screen.getByRole('checkbox', { name: 'New Insight' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await vi.waitFor(() => expect(cachedActive(client)).toBe(true));

    await act(async () => release());
    await vi.waitFor(() => expect(cachedActive(client)).toBe(true));
    expect(box).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the box and the record back and says which choice failed', async () => {
    const client = renderPage(async () => json(500, { message: 'Server Error' }));
    const box = screen.getByRole('checkbox', { name: 'New Insight' });
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, your choice for 'New Insight' could not be saved. Please try again.",
    );
    expect(box).not.toBeChecked();
    expect(cachedActive(client)).toBe(false);
  });
});
