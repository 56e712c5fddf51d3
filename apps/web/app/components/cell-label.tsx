import type { ReactNode } from 'react';

/**
 * A cell's column name, shown only where a `stacked-table` becomes cards (640 px and under,
 * app.css; decision 0084). Hidden from screen readers: they announce the column header.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="cell-label">
      {children}
    </span>
  );
}

/** A cell's content beside its label; one wrapper, so the card's grid has two columns. */
export function CellValue({ children }: { children: ReactNode }) {
  return <div className="min-w-0">{children}</div>;
}
