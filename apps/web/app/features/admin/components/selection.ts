import { useState } from 'react';

/**
 * The rows chosen on a console list's page for a bulk action (decision 0094). Only rows on the
 * page shown count: a new page, filter or sort leaves nothing chosen out of sight. Each row's
 * name is kept with it, so a result can name a row after the list has moved on.
 */
export function useSelection<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  nameOf: (row: Row) => string,
) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const onPage = new Set(rows.map(idOf));
  const ids = [...chosen.keys()].filter((id) => onPage.has(id));

  const set = (pairs: [number, string][], on: boolean) =>
    setChosen((now) => {
      const next = new Map(now);
      for (const [id, name] of pairs) {
        if (on) next.set(id, name);
        else next.delete(id);
      }
      return next;
    });

  return {
    ids,
    count: ids.length,
    all: rows.length > 0 && ids.length === rows.length,
    isChosen: (row: Row) => chosen.has(idOf(row)) && onPage.has(idOf(row)),
    toggle: (row: Row, on: boolean) => set([[idOf(row), nameOf(row)]], on),
    toggleAll: (on: boolean) =>
      set(
        rows.map((row) => [idOf(row), nameOf(row)]),
        on,
      ),
    clear: () => setChosen(new Map()),
    /** The chosen rows' names, by id, to word a result with. */
    names: () => new Map(chosen),
    /** A row's checkbox's accessible name. */
    label: (row: Row) => `Select ${nameOf(row)}`,
    idOf,
  };
}

export type Selection<Row> = ReturnType<typeof useSelection<Row>>;
