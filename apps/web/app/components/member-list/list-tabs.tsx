import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { listSearch, type ListParams } from './list-params';

/**
 * The All / Saved tabs with their counts. Each is a link (the tab is part of the URL), so
 * they are a small navigation with the current one marked, not ARIA tabs.
 */
export function ListTabs({
  params,
  label,
  allLabel,
  counts,
}: {
  params: ListParams;
  /** Names the navigation for screen readers, e.g. "Insights lists". */
  label: string;
  allLabel: string;
  /** `capped`: the server stopped counting at `all`; there are more, shown as "100+". */
  counts: { all: number; saved: number; capped?: boolean } | undefined;
}) {
  const tabs = [
    { key: 'all', text: allLabel, saved: false, count: counts?.all, more: counts?.capped },
    { key: 'saved', text: 'Saved', saved: true, count: counts?.saved, more: false },
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const current = tab.saved === params.saved;
          return (
            <li key={tab.key}>
              <Link
                to={listSearch({ ...params, saved: tab.saved }) || '?'}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold',
                  current
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
          );
        })}
      </ul>
    </nav>
  );
}
