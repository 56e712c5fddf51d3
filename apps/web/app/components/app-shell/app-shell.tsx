import type { ReactNode } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { paths } from '~/lib/paths';
import { LayoutVariantContext } from '../layout-variant';
import { ArrivedFromState } from '../arrived-from-state';
import { Icon } from '../icons';
import { Logo } from '../logo';
import { mainContentId, SkipLink } from '../skip-link';
import { NavDrawer } from './nav-drawer';
import { NotificationsButton } from './notifications-button';
import { SearchBar } from './search-bar';
import { STAFF_CONSOLE_PATH } from '~/lib/staff-console-path';
import { SideNav } from './side-nav';
import { usePageFocus, useSlowNavigation } from './use-page-focus';
import { UserAvatar } from './user-avatar';
import { useCurrentUser } from '~/api/get-user';

/** Member-area frame: side navigation (a drawer below `lg`), top bar, main content. */
export function AppShell({ showSearch, children }: { showSearch: boolean; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  usePageFocus(mainContentId);
  const loading = useSlowNavigation();
  // One search box per list page on a phone: a page with its own leaves the header's out there.
  const ownSearch = useMatches().some((m) => (m.handle as { ownSearch?: boolean })?.ownSearch);
  return (
    <LayoutVariantContext value="app">
      <SkipLink />
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[17.5rem_1fr]">
        <aside className="hidden bg-navy-950 text-white lg:block">
          <div className="sticky top-0 flex max-h-dvh flex-col gap-8 overflow-y-auto p-5">
            <Logo to={paths.dashboard()} label="Tech Industry Gold dashboard" tone="light" />
            <SideNav />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
            <div className="flex min-h-18 items-center gap-3 px-4 py-3 sm:px-6">
              <NavDrawer key={pathname} />
              <Logo
                to={paths.dashboard()}
                // Begins with the words it shows (from 640 px), so speech users can say them.
                label="Tech Industry Gold dashboard"
                className="lg:hidden max-sm:[&>span]:hidden"
              />
              <div className="hidden flex-1 md:block">{showSearch ? <SearchBar /> : null}</div>
              <div className="ml-auto flex items-center gap-2">
                {user?.staff_role ? (
                  // The console's door for staff; on a phone it is in the menu's Staff group.
                  <Link
                    to={STAFF_CONSOLE_PATH}
                    className="hidden min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-navy-900 underline-offset-4 hover:bg-navy-50 hover:underline md:inline-flex"
                  >
                    <Icon name="shield" className="size-5" />
                    Staff console
                  </Link>
                ) : null}
                <NotificationsButton key={pathname} />
                <Link
                  to={paths.account()}
                  className="flex items-center gap-2 rounded-lg p-1 hover:bg-navy-50"
                >
                  <UserAvatar user={user} />
                  <span className="hidden font-semibold text-navy-900 xl:inline">
                    {user ? `${user.first_name} ${user.last_name}` : 'My account'}
                  </span>
                  <span className="sr-only xl:hidden">My account</span>
                </Link>
              </div>
            </div>
            {showSearch && !ownSearch ? (
              <div className="border-t border-slate-100 px-4 py-3 sm:px-6 md:hidden">
                <SearchBar />
              </div>
            ) : null}
          </header>
          <div role="status" className="relative">
            {loading ? (
              <>
                <span className="absolute top-2 right-4 z-20 rounded-md bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
                  Loading…
                </span>
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 top-0 h-1 animate-pulse bg-gold-500"
                />
              </>
            ) : null}
          </div>
          <main
            id={mainContentId}
            tabIndex={-1}
            aria-busy={loading || undefined}
            className="flex-1 px-4 py-8 focus:shadow-none focus:outline-none sm:px-6 lg:px-10"
          >
            <div className="mx-auto max-w-6xl">
              <ArrivedFromState />
              {children}
            </div>
          </main>
        </div>
      </div>
    </LayoutVariantContext>
  );
}
