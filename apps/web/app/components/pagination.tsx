import { Link } from 'react-router';
import { Icon } from './icons';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-navy-900 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50';

/** Previous / Page X of Y / Next, as plain links (?page=N) that work without JavaScript. */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <Icon name="chevron-left" className="size-4" />
          Previous<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next<span className="sr-only"> page</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
