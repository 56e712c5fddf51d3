import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { usePageFocus } from '~/components/app-shell/use-page-focus';
import { ArrivedFromState } from '~/components/arrived-from-state';
import { mainContentId, SkipLink } from '~/components/skip-link';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';
import {
  consoleGroups,
  consoleSections,
  mayOpen,
  sectionPath,
  type StaffRole,
} from '@techgold/contracts/console-sections';
import { adminPaths } from '../admin-paths';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/**
 * The console's sections in a few labelled groups, so the row stays readable on a phone: drawn
 * from the section table, each group in the table's order.
 */
const navGroups: readonly NavGroup[] = consoleGroups.map((group) => ({
  label: group,
  items: consoleSections
    .filter((section) => section.group === group)
    .map((section) => ({
      to: sectionPath(section),
      label: section.label,
      // The dashboard (/admin) is not "current" on every other console page.
      end: section.segment === '',
    })),
}));

/**
 * The grouped navigation. On a wide screen every group shows; below 1024 px the groups fold
 * behind a Menu button (a disclosure: aria-expanded), closed again when a page opens.
 */
function ConsoleNav({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const id = useId();
  // Editors see only what they may open (the pages are the 404 page for them, the API 403).
  const groups = navGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => mayOpen(role, item.to)) }))
    .filter((group) => group.items.length > 0);
  return (
    <nav aria-label="Staff console" className="border-t border-white/15">
      <div className="mx-auto max-w-7xl px-2 py-1 sm:px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-groups`}
          onClick={() => setOpenOn(open ? null : pathname)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-white hover:bg-white/10 lg:hidden"
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          Menu
        </button>
        <div
          id={`${id}-groups`}
          className={cn(
            open ? 'flex' : 'hidden',
            'flex-col gap-x-6 gap-y-2 pb-2 lg:flex lg:flex-row lg:flex-wrap lg:pb-0',
          )}
        >
          {groups.map((group, index) => (
            <div key={group.label} className="min-w-0">
              <p
                id={`${id}-${index}`}
                className="px-3 pt-1 text-xs font-semibold tracking-wide text-gold-300 uppercase"
              >
                {group.label}
              </p>
              <ul aria-labelledby={`${id}-${index}`} className="flex flex-wrap gap-1">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        cn(
                          'inline-flex min-h-11 items-center rounded-md px-3 font-semibold',
                          isActive ? 'bg-white text-navy-950' : 'text-white hover:bg-white/10',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}

export const roleLabel: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/**
 * The staff console's frame: a plain top bar and the grouped navigation (behind a Menu button
 * on a phone), then the page.
 */
export function AdminShell({
  name,
  role,
  children,
}: {
  name: string;
  role: StaffRole;
  children: ReactNode;
}) {
  // After a navigation, focus lands on the new page's h1 (decision 0080), as in the member area.
  usePageFocus(mainContentId);
  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh flex-col bg-slate-50">
        <header className="border-b-4 border-gold-400 bg-navy-950 text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
            <Link
              to={adminPaths.dashboard()}
              className="rounded text-lg font-bold tracking-tight hover:underline"
            >
              Tech Industry Gold <span className="font-normal text-gold-300">Staff console</span>
            </Link>
            <p className="text-sm text-slate-200">
              {name} <span className="text-slate-300">({roleLabel[role]})</span>
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:ml-auto">
              <Link to={paths.dashboard()} className="rounded underline underline-offset-4">
                Back to the platform
              </Link>
              <Link to={paths.logout()} className="rounded underline underline-offset-4">
                Sign out
              </Link>
            </div>
          </div>
          <ConsoleNav role={role} />
        </header>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
        >
          <ArrivedFromState />
          {children}
        </main>
      </div>
    </>
  );
}
