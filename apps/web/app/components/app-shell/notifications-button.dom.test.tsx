import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageUser } from '@techgold/contracts/page-user';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import { memberCache } from '~/test/member-cache';
import { NotificationsButton } from './notifications-button';

// The header's notifications dropdown against a stubbed server: count, items and their
// links, dismiss one, clear all, the empty message, and closing on Escape and navigation.

const note = (
  id: number,
  title: string,
  url: string,
  type = 'Insight',
  kind: 'published' | 'notice' = 'published',
) => ({
  id,
  notification_type_id: 1,
  type: { id: 1, title: type, icon: null, kind },
  title,
  url,
  created_at: '2026-11-20T10:00:00.000Z',
});

const userWith = (notifications: ReturnType<typeof note>[]) =>
  ({ id: 7, first_name: 'Ada', notifications, notification_types: [] }) as unknown as PageUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(answer: (method: string, url: string) => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(init?.method ?? 'GET', String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderButton(initial: PageUser) {
  const client = memberCache(initial);
  const Stub = createRoutesStub([
    {
      path: '/*',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <NotificationsButton />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/dashboard']} />);
}

afterEach(() => vi.unstubAllGlobals());

const two = [
  note(1, 'Cloud skills in 2027', '/insight/12'),
  note(2, 'Impact report', 'https://example.org/impact', 'Event'),
];

describe('NotificationsButton', () => {
  it('shows the unread count and lists each item with its link', async () => {
    renderButton(userWith(two));
    const button = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const inApp = within(panel).getByRole('link', { name: /New Insight published Cloud skills/ });
    expect(inApp).toHaveAttribute('href', '/insight/12');
    expect(inApp).not.toHaveAttribute('target');
    const external = within(panel).getByRole('link', { name: /New Event published Impact report/ });
    expect(external).toHaveAttribute('href', 'https://example.org/impact');
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('shows an account notice as its own message, not as something published', async () => {
    const notice = 'Your funded subscription ends on 30 September 2027';
    renderButton(userWith([note(3, notice, '/account', 'Subscription', 'notice')]));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: notice })).toHaveAttribute('href', '/account');
    expect(within(panel).queryByText(/published/)).not.toBeInTheDocument();
  });

  it('dismisses one, then reloads the list from the user record', async () => {
    const fetchMock = stubServer((method, url) => {
      if (method === 'DELETE' && url === '/api/notifications/1')
        return new Response(null, { status: 204 });
      if (url === '/api/user') return json(200, userWith([two[1]!]));
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderButton(userWith(two));
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Cloud skills in 2027' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.queryByText('Cloud skills in 2027')).not.toBeInTheDocument();
    // Focus stays in the panel rather than falling to the page.
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('clears all and then says there are none', async () => {
    stubServer((method, url) => {
      if (method === 'DELETE' && url === '/api/notifications')
        return new Response(null, { status: 204 });
      if (url === '/api/user') return json(200, userWith([]));
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderButton(userWith(two));
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No current unread notifications')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('says so when a dismiss fails, and keeps the item', async () => {
    stubServer(() => json(500, { message: 'Server Error' }));
    renderButton(userWith(two));
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Impact report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that did not work');
    expect(screen.getByText('Impact report')).toBeInTheDocument();
  });

  it('closes on Escape (focus back on the button) and on navigation', async () => {
    renderButton(userWith(two));
    const button = screen.getByRole('button', { name: /Notifications/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    // An item's own link: the click is inside the panel, so only the route change closes it.
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: /Cloud skills in 2027/ }));
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('says when there is nothing unread', async () => {
    renderButton(userWith([]));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (0 unread)' }));
    expect(screen.getByText('No current unread notifications')).toBeVisible();
  });

  it('works from the keyboard: Enter opens it, Tab reaches Clear all, Escape closes it', async () => {
    renderButton(userWith(two));
    const button = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(panel).toBeVisible();
    await userEvent.tab();
    expect(within(panel).getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(panel).not.toBeVisible();
  });
});
