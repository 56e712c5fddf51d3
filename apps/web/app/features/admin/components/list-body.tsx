import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '~/components/text-field';
import { ListResults, type EmptyGuide } from './list-frame';

/** The search box of a console list, showing the URL's search. */
export function SearchField({ label }: { label: string }) {
  const [search] = useSearchParams();
  return (
    <TextField
      label={label}
      name="q"
      type="search"
      defaultValue={search.get('q') ?? ''}
      maxLength={200}
      className="sm:w-72"
    />
  );
}

/**
 * A console list's answer: an error that says what could not be loaded (only when there is
 * nothing older to show), or the count, the rows and the pages.
 */
export function ListBody<Page extends { total: number; items: readonly unknown[] }>({
  query,
  noun,
  one,
  empty,
  context,
  children,
}: {
  query: { data?: Page; isError: boolean };
  noun: string;
  one: string;
  /** What the list says when it is empty and nothing narrows it, and its first action. */
  empty: EmptyGuide;
  /** URL values that choose the list rather than filter it (the kind of organisation). */
  context?: readonly string[];
  children: (page: Page) => ReactNode;
}) {
  const { data, isError } = query;
  if (!data) {
    return isError ? (
      <p role="alert" className="mt-6 font-semibold text-red-800">
        The {noun} could not be loaded. Reload the page to try again.
      </p>
    ) : null;
  }
  return (
    <ListResults
      noun={noun}
      one={one}
      total={data.total}
      shown={data.items.length}
      empty={empty}
      context={context}
    >
      {children(data)}
    </ListResults>
  );
}
