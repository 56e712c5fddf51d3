import { Link } from 'react-router';

/** "Back to the list / this page": the list link, then the current page's name. */
export function Breadcrumb({ to, label, current }: { to: string; label: string; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        <li>
          <Link
            to={to}
            className="rounded font-semibold text-navy-700 underline underline-offset-4"
          >
            {label}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true">/</span>
          <span aria-current="page" className="text-slate-700">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
