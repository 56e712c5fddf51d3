import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '~/components/text-field';
import { ListResults } from './list-frame';

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
  children,
}: {
  query: { data?: Page; isError: boolean };
  noun: string;
  one: string;
  empty: ReactNode;
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
    <ListResults noun={noun} one={one} total={data.total} shown={data.items.length} empty={empty}>
      {children(data)}
    </ListResults>
  );
}
