import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import type {
  HistoryNotification,
  NotificationHistory,
} from '@techgold/contracts/notification-centre';
import type { PageUser } from '@techgold/contracts/page-user';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import NotificationsPage from './notifications-page';

// The notification centre against a stubbed server that keeps read state: each notification
// with its time and whether it is read; marking one read or unread says so and reloads the
// bell's record; in the Unread view a row that is read leaves and focus goes to the heading;
// a refusal says so; the weekly email's switch shows at once and is put back if refused.

const type = { id: 3, title: 'Insight', icon: null, kind: 'published' as const };
let rows: HistoryNotification[] = [];
let userReloads = 0;
let refuseWrites = false;
let alerts = true;

beforeEach(() => {
  userReloads = 0;
  refuseWrites = false;
  alerts = true;
  rows = [1, 2, 3].map((id) => ({
    id,
    notification_type_id: 3,
    type,
    title: `Article ${id}`,
    url: `/insight/${id}`,
    created_at: `2026-11-2${id}T14:30:00.000Z`,
    read_at: id === 3 ? '2026-11-25T09:00:00.000Z' : null,
  }));
});

const user = {
  id: 7,
  first_name: 'Ada',
  notifications: [],
  notification_types: [],
  alerts_preference: true,
} as unknown as PageUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function answer(method: string, url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://site.test');
  if (method === 'GET' && pathname === '/api/notifications/history') {
    const unreadOnly = searchParams.get('show') === 'unread';
    const listed = rows.filter((r) => !unreadOnly || r.read_at === null);
    const body: NotificationHistory = {
      notifications: listed,
      total: listed.length,
      unread: rows.filter((r) => r.read_at === null).length,
      limit: 20,
      offset: 0,
    };
    return json(200, body);
  }
  if (pathname === '/api/user') {
    userReloads += 1;
    return json(200, { ...user, alerts_preference: alerts });
  }
  if (refuseWrites) return json(500, { message: 'Server Error' });
  const read = /^\/api\/notifications\/(\d+)\/read$/.exec(pathname);
  if (read) {
    const row = rows.find((r) => r.id === Number(read[1]))!;
    row.read_at = method === 'POST' ? '2026-11-26T10:00:00.000Z' : null;
    return new Response(null, { status: 204 });
  }
  if (pathname === '/api/user/notifications/email') {
    alerts = method === 'POST';
    return new Response(null, { status: 204 });
  }
  throw new Error(`unexpected ${method} ${url}`);
}

function renderAt(url: string) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(init?.method ?? 'GET', String(input)),
    ),
  );
  const client = memberCache(user);
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
  render(<Stub initialEntries={[url]} />);
  return client;
}

const rowOf = async (title: string) =>
  (await screen.findByRole('link', { name: new RegExp(title) })).closest('li')!;

describe('the notification centre', () => {
  it('lists each notification with its time and whether it is read', async () => {
    renderAt('/notifications');
    const first = await rowOf('Article 1');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/insight/1');
    expect(within(first).getByRole('link')).toHaveAccessibleName('New Insight published Article 1');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T14:30:00.000Z');
    expect(first).toHaveTextContent('Sat 21 Nov 2026, 14:30');
    expect(first).toHaveTextContent('Unread');
    const third = await rowOf('Article 3');
    expect(third).not.toHaveTextContent('Unread');
    expect(within(third).getByRole('button', { name: 'Mark as unread: Article 3' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unread 2' })).toBeVisible();
  });

  it('marks one read, says so, and reloads the bell’s record', async () => {
    renderAt('/notifications');
    const first = await rowOf('Article 1');
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read: Article 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as read: Article 1');
    const button = await within(first).findByRole('button', { name: 'Mark as unread: Article 1' });
    expect(first).not.toHaveTextContent('Unread');
    expect(button).toHaveFocus();
    expect(userReloads).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Unread 1' })).toBeVisible();
  });

  it('in the Unread view, a row marked read leaves and focus goes to the heading', async () => {
    renderAt('/notifications?show=unread');
    const second = await rowOf('Article 2');
    expect(screen.queryByRole('link', { name: /Article 3/ })).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Mark as read: Article 2' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Article 2/ })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Your notifications' })).toHaveFocus();
  });

  it('says so when a change is refused, and the row stays as it was', async () => {
    renderAt('/notifications');
    const first = await rowOf('Article 1');
    refuseWrites = true;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read: Article 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that did not work. Please try again.',
    );
    expect(first).toHaveTextContent('Unread');
  });

  it('switches the weekly email off at once, and back if the server refuses', async () => {
    const client = renderAt('/notifications');
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly summary' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await vi.waitFor(() =>
      expect(client.getQueryData<PageUser>(['user'])?.alerts_preference).toBe(false),
    );

    refuseWrites = true;
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, your choice for 'Email me a weekly summary' could not be saved. Please try again.",
    );
    expect(box).not.toBeChecked();
  });
});
