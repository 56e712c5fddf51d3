import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, data, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@techgold/contracts/messages';
import type { PageUser } from '@techgold/contracts/page-user';
import { memberCache } from '~/test/member-cache';
import AppNoSearchLayout, { ErrorBoundary as AppNoSearchErrorBoundary } from './app-no-search';
import AppLayout, { ErrorBoundary as AppErrorBoundary } from './app';

// A member page that fails shows its error inside the app shell: the side navigation and the
// header stay, so the member can go on from there.

function FailingPage(): never {
  throw new Error('The page broke');
}

function renderAt(path: string, user: PageUser | null = null) {
  const client = memberCache(user);
  const Stub = createRoutesStub([
    {
      id: 'root',
      HydrateFallback: () => null,
      // The member layout's query cache, which the shell's search bar reads from.
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <Outlet />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
      children: [
        {
          id: 'layouts/app',
          Component: AppLayout,
          ErrorBoundary: AppErrorBoundary,
          children: [
            { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
            { path: '/events', Component: FailingPage },
            {
              path: '/user/:id',
              loader: () => {
                throw data(null, { status: 404 });
              },
              Component: () => <h1>A user</h1>,
            },
          ],
        },
        {
          id: 'layouts/app-no-search',
          Component: AppNoSearchLayout,
          ErrorBoundary: AppNoSearchErrorBoundary,
          children: [{ path: '/insight/edit/:id/:key', Component: FailingPage }],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

function expectAppShell() {
  const nav = screen.getAllByRole('navigation', { name: 'Platform' })[0]!;
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Browse events' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
}

beforeEach(() => {
  // React reports the thrown error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the member layouts’ error boundary', () => {
  it('draws a page that works inside the shell', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expectAppShell();
  });

  it('keeps the navigation and header when a page throws, with a way on', async () => {
    renderAt('/events');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expectAppShell();
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
  });

  it('shows the not-found page inside the shell for a 404 from a member loader', async () => {
    renderAt('/user/999');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: messages.notFound }),
    ).toBeInTheDocument();
    expectAppShell();
  });

  it('does the same in the layout without search', async () => {
    renderAt('/insight/edit/1/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expectAppShell();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('the way into the staff console', () => {
  const member = (staff_role: 'admin' | 'editor' | null) =>
    ({
      id: 9,
      first_name: 'Sam',
      last_name: 'Lee',
      staff_role,
      notifications: [],
    }) as unknown as PageUser;

  it.each(['admin', 'editor'] as const)(
    'shows an %s "Staff console" in the side navigation and the header',
    async (role) => {
      renderAt('/dashboard', member(role));
      await screen.findByRole('heading', { name: 'Dashboard' });
      const nav = screen.getAllByRole('navigation', { name: 'Platform' })[0]!;
      expect(within(nav).getByRole('link', { name: 'Staff console' })).toHaveAttribute(
        'href',
        '/admin',
      );
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: 'Staff console' }),
      ).toHaveAttribute('href', '/admin');
    },
  );

  it('shows a member without a staff role no way to the console', async () => {
    renderAt('/dashboard', member(null));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
  });
});
