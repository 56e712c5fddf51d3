import type { Result } from '~/components/result/result-message';
import { BulkBar, type BulkAction } from './bulk-bar';
import { DataTable, type Column } from './data-table';
import { useSelection } from './selection';

/** A console list whose rows can be chosen for bulk actions (decision 0094). */
export function SelectableTable<Row>({
  caption,
  columns,
  rows,
  idOf,
  nameOf,
  sort,
  actions,
  noun,
  result,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  idOf: (row: Row) => number;
  /** The row in words, for its checkbox ("Select …") and a refusal ("… was already …"). */
  nameOf: (row: Row) => string;
  sort?: { sort?: string; dir?: string };
  actions: readonly BulkAction[];
  noun: string;
  /** The page's result message for bulk actions, drawn above the list (see BulkBar). */
  result: Result;
}) {
  const selection = useSelection(rows, idOf, nameOf);
  return (
    <>
      <BulkBar selection={selection} actions={actions} noun={noun} result={result} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={idOf}
        sort={sort}
        selection={selection}
      />
    </>
  );
}
