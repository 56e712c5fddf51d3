import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { mainContentId, SkipLink } from '~/components/skip-link';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';
import { adminPaths, mayOpen, type StaffRole } from '../admin-paths';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const navItems: readonly NavItem[] = [
  { to: adminPaths.dashboard(), label: 'Dashboard', end: true },
  { to: adminPaths.enquiries(), label: 'Enquiries' },
  { to: adminPaths.reviews(), label: 'Pending review' },
  { to: adminPaths.members(), label: 'Members' },
  { to: adminPaths.organisations(), label: 'Organisations' },
  { to: adminPaths.courses(), label: 'Courses' },
  { to: adminPaths.events(), label: 'Events' },
  { to: adminPaths.insights(), label: 'Insights' },
  { to: adminPaths.subscribers(), label: 'Subscribers' },
  { to: adminPaths.newsletters(), label: 'Newsletter' },
  { to: adminPaths.staff(), label: 'Staff' },
  { to: adminPaths.rightsRequests(), label: 'Rights requests' },
  { to: adminPaths.equality(), label: 'Equality data' },
  { to: adminPaths.audit(), label: 'Audit log' },
];

export const roleLabel: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/**
 * The staff console's frame: a plain top bar and a navigation row that wraps on a phone (no
 * drawer to open: a handful of links fit on two lines at 320 px), then the page.
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
  // Editors see only what they may open (the pages are the 404 page for them, the API 403).
  const items = navItems.filter((item) => mayOpen(role, item.to));
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
          <nav aria-label="Staff console" className="border-t border-white/15">
            <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 py-1 sm:px-4">
              {items.map((item) => (
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
          </nav>
        </header>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
        >
          {children}
        </main>
      </div>
    </>
  );
}
