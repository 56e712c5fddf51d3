import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListBody } from '~/components/member-list/list-body';

export interface SavedRow {
  id: number;
  title: string;
  to: string;
  detail?: ReactNode;
}

/** One Saved tab's items: a title link and a line of detail each, 20 at a time. */
export function SavedList<Page>({
  query,
  rows,
  noun,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  rows: (page: Page) => SavedRow[];
  noun: string;
}) {
  return (
    <ListBody
      query={query}
      items={rows}
      noun={`saved ${noun}`}
      empty={`You do not currently have any saved ${noun}`}
    >
      {(items) => (
        <ul className="divide-y divide-slate-200">
          {items.map((row) => (
            <li key={row.id} className="py-3">
              <Link
                to={row.to}
                className="font-semibold text-navy-900 underline-offset-4 hover:underline"
              >
                {row.title}
              </Link>
              {row.detail ? <p className="text-sm text-slate-600">{row.detail}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}
