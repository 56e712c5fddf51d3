import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CellLabel, CellValue } from '~/components/cell-label';
import { cn } from '~/lib/cn';
import { listHref } from './list-query';
import type { Selection } from './selection';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort key, when the list can be sorted by this column. */
  sort?: string;
  /** The direction a first click sorts in (dates read newest first). */
  firstDir?: 'asc' | 'desc';
  className?: string;
}

function SortHeader({
  label,
  sortKey,
  firstDir,
  current,
}: {
  label: string;
  sortKey: string;
  firstDir: 'asc' | 'desc';
  current: { sort?: string; dir?: string };
}) {
  const [search] = useSearchParams();
  const active = current.sort === sortKey;
  const dir = active ? current.dir : undefined;
  const nextDir = active ? (dir === 'asc' ? 'desc' : 'asc') : firstDir;
  return (
    <Link
      to={listHref(search, { sort: sortKey, dir: nextDir })}
      className="inline-flex min-h-11 items-center gap-1 rounded underline-offset-4 hover:underline"
    >
      {label}
      <span aria-hidden="true" className="text-xs">
        {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
      </span>
      <span className="sr-only">
        {active
          ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}; sort ${nextDir === 'asc' ? 'ascending' : 'descending'}`
          : ', sort'}
      </span>
    </Link>
  );
}

/**
 * A console list as a table: the one responsive table (decision 0084). At 640 px and under
 * its rows stack into cards, each cell under its column's name; wider, a table that may
 * scroll sideways inside its own region, which can take focus so the keyboard can scroll it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort = {},
  selection,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The list's current sort, read from the URL. */
  sort?: { sort?: string; dir?: string };
  /** Rows can be chosen for a bulk action (decision 0094): a checkbox at the start of each. */
  selection?: Selection<Row>;
}) {
  return (
    <section
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* relative: the visually hidden sort words are absolutely placed and would otherwise
          escape the scrolling region and widen the page. */}
      <table className="stacked-table w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-100 text-sm text-navy-950">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-4 py-2">
                <span className="sr-only">Chosen</span>
              </th>
            ) : null}
            {columns.map((column) => {
              const active = column.sort !== undefined && sort.sort === column.sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-4 py-2 font-semibold whitespace-nowrap', column.className)}
                >
                  {column.sort ? (
                    <SortHeader
                      label={column.label}
                      sortKey={column.sort}
                      firstDir={column.firstDir ?? 'asc'}
                      current={sort}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
              {selection ? (
                <td className="px-4 py-3">
                  <CellLabel>Choose</CellLabel>
                  <CellValue>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selection.isChosen(row)}
                      onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
                      className="size-6 rounded border-slate-500 accent-navy-900"
                    />
                  </CellValue>
                </td>
              ) : null}
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.label}
                    scope={index === 0 ? 'row' : undefined}
                    className={cn(
                      'px-4 py-3 text-slate-800',
                      index === 0 && 'font-semibold',
                      column.className,
                    )}
                  >
                    <CellLabel>{column.label}</CellLabel>
                    <CellValue>{column.cell(row)}</CellValue>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
