import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@techgold/contracts/admin/common';
import { buttonClass } from '~/components/button-styles';
import { Pagination } from '~/components/pagination';
import { listHref, pageOf } from './list-query';

/**
 * The search and filter bar above a console list: a GET form, so it works before the
 * JavaScript arrives and puts its values in the URL. Hidden inputs carry what the form has no
 * control for (`keep`: the column sort, the kind of organisation), which a new search keeps.
 */
export function ListFilters({
  label,
  keep = ['sort', 'dir'],
  children,
}: {
  /** Names the form for screen readers, e.g. 'Search members'. */
  label: string;
  /** URL values the form has no control for but a new search keeps (the sort, the kind). */
  keep?: readonly string[];
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const hidden = keep.filter((key) => search.get(key));
  return (
    <Form
      // A new URL (Clear, a column's sort, the back button) shows its own values.
      key={search.toString()}
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      {hidden.map((key) => (
        <input key={key} type="hidden" name={key} value={search.get(key) ?? ''} />
      ))}
      {children}
      <div className="flex gap-3">
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to="?" className={buttonClass('outline')}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/**
 * What an empty list says when nothing narrows it (decision 0095): what belongs there, in
 * plain words, and the first thing to do. A search or filter that finds nothing says so
 * instead, and offers to clear them.
 */
export interface EmptyGuide {
  /** The list's state: 'No courses yet.' */
  title: string;
  /** What belongs there: 'Courses you add appear in the course finder.' */
  text: string;
  /** The first action: 'Add a course'. A path, or `#id` of a form on the page. */
  action?: { to: string; label: string };
}

/** URL values that order or page a list rather than narrow it. */
const NOT_FILTERS = new Set(['page', 'sort', 'dir']);

/** Whether a search or filter narrows the list (`context`: values that choose the list itself). */
export function isFiltered(search: URLSearchParams, context: readonly string[] = []) {
  return [...search.entries()].some(
    ([key, value]) => value.trim() !== '' && !NOT_FILTERS.has(key) && !context.includes(key),
  );
}

/**
 * "Showing 26 to 50 of 120 members", announced when it changes (a polite live region), the
 * list itself, and the pages below it. An empty list says what belongs there and offers the
 * first action; a search that finds nothing says so and offers to clear it.
 */
export function ListResults({
  noun,
  one,
  total,
  shown,
  empty,
  context = [],
  children,
}: {
  /** Plural noun, e.g. 'members'. */
  noun: string;
  /** Singular, for a total of one: 'member'. */
  one: string;
  total: number;
  shown: number;
  empty: EmptyGuide;
  /** URL values that choose the list rather than filter it (the kind of organisation). */
  context?: readonly string[];
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const page = pageOf(search);
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  // While the next page or filter loads, the list says so (and keeps showing the last one).
  const busy = navigation.state === 'loading';
  const filtered = isFiltered(search, context);
  const kept = new URLSearchParams(
    [...search.entries()].filter(([key, value]) => value && context.includes(key)),
  );
  return (
    <div className="mt-6 space-y-4" aria-busy={busy || undefined}>
      <p role="status" className={total === 0 ? 'font-semibold text-navy-950' : 'text-slate-700'}>
        {total === 0
          ? filtered
            ? `No ${noun} match your search or filters.`
            : empty.title
          : shown === 0
            ? `There ${total === 1 ? `is 1 ${one}` : `are ${total} ${noun}`}, but none on this page.`
            : `Showing ${first} to ${first + shown - 1} of ${total} ${total === 1 ? one : noun}.`}
      </p>
      {total > 0 ? (
        children
      ) : filtered ? (
        <p>
          <Link to={`?${kept.toString()}`} className={buttonClass('outline')}>
            Clear the search and filters
          </Link>
        </p>
      ) : (
        <div className="max-w-prose space-y-4">
          <p className="text-slate-700">{empty.text}</p>
          {empty.action ? (
            empty.action.to.startsWith('#') ? (
              <a href={empty.action.to} className={buttonClass('primary')}>
                {empty.action.label}
              </a>
            ) : (
              <Link to={empty.action.to} className={buttonClass('primary')}>
                {empty.action.label}
              </Link>
            )
          ) : null}
        </div>
      )}
      <Pagination
        page={Math.min(page, pages)}
        pages={pages}
        hrefFor={(n) => listHref(search, { page: n })}
        label={`Pages of ${noun}`}
      />
    </div>
  );
}
