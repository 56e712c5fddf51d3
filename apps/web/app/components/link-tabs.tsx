import { Link } from 'react-router';
import { cn } from '~/lib/cn';

export interface LinkTab {
  key: string;
  text: string;
  /** The address this view is at (the tab is part of the URL). */
  to: string;
  current: boolean;
  count?: number;
  /** The count stopped short: shown as "100+". */
  more?: boolean;
}

/**
 * Views of one list as links with their counts (All / Saved, All / Unread): a small
 * navigation with the current one marked, not ARIA tabs, since each is an address.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              preventScrollReset
              className={cn(
                '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold',
                tab.current
                  ? 'border-navy-900 text-navy-950'
                  : 'border-transparent text-slate-700 hover:text-navy-900',
              )}
            >
              {tab.text}
              {/* A space, so the link reads "Insights 1,234", not "Insights1,234". */}{' '}
              {tab.count === undefined ? null : (
                <span className="rounded-full bg-navy-50 px-2 py-0.5 text-sm text-navy-900">
                  {tab.count.toLocaleString('en-GB')}
                  {tab.more ? '+' : ''}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
