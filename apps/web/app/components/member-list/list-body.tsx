import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The rows of a paged member list with its loading, error and empty states and the Load
 * more button (SPEC §4: 20 shown, each Load more adds 20). `rows` renders the loaded items.
 */
export function ListBody<Page, Item>({
  query,
  items,
  noun,
  empty,
  total,
  clearTo,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  items: (page: Page) => Item[];
  /** e.g. "insights", for the status texts. */
  noun: string;
  empty: ReactNode;
  /** How many match: said in a polite live region as the search or filters change. */
  total?: number;
  /** Where "Clear filters" goes when nothing matches a search or filter (unset: no link). */
  clearTo?: string;
  children: (items: Item[]) => ReactNode;
}) {
  const rows = useRef<HTMLDivElement>(null);
  const lastRow = useRef<number | null>(null);
  const count = query.data?.pages.flatMap(items).length ?? 0;
  // A row that leaves while it holds focus (unsaved on a Saved tab) would drop focus to the
  // page: it goes to the row that took its place, else the one before, else the count.
  useEffect(() => {
    const at = lastRow.current;
    if (at === null || document.activeElement !== document.body || !rows.current) return;
    const list = rows.current.querySelector('ul');
    const items = list ? [...list.children] : [];
    const row = items[Math.min(at, items.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('a[href], button:not([disabled])') ??
      rows.current.querySelector<HTMLElement>('[data-list-count]');
    target?.focus();
  }, [count]);
  const trackRow = (event: React.FocusEvent<HTMLDivElement>) => {
    const list = rows.current?.querySelector('ul');
    const row = list ? [...list.children].findIndex((li) => li.contains(event.target)) : -1;
    lastRow.current = row >= 0 ? row : null;
  };

  const announced =
    total === undefined ? null : (
      <p role="status" data-list-count tabIndex={-1} className="text-sm text-slate-700">
        {total === 1 ? `1 ${noun.replace(/s$/, '')}` : `${total} ${noun}`}
      </p>
    );
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-slate-700">
        Loading {noun}…
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="py-8 text-red-800">
        The {noun} could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const all = query.data.pages.flatMap(items);
  if (!all.length) {
    return (
      <div ref={rows}>
        {announced}
        <div className="py-8 text-slate-700">
          {empty}
          {clearTo !== undefined ? (
            <p className="mt-3">
              <Link
                to={clearTo}
                preventScrollReset
                className="font-semibold text-navy-700 underline underline-offset-4"
              >
                Clear filters
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div ref={rows} onFocus={trackRow}>
      {announced}
      {children(all)}
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-4 text-red-800">
          More {noun} could not be loaded. Please try again.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-6 min-h-11 rounded-lg border border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
