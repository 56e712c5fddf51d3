import type { EmployerListItem } from '@techgold/contracts/employers';
import { Link } from 'react-router';
import { Icon } from '~/components/icons';
import { OrgLogo } from '~/components/organisation/org-logo';
import { SaveToggle } from '~/components/save-toggle';
import { paths } from '~/lib/paths';

/** A row of the employers directory: logo, name (the link), region, tags, save. */
export function EmployerRow({ employer }: { employer: EmployerListItem }) {
  return (
    <article className="flex items-start gap-4 py-4">
      <OrgLogo org={employer} className="w-20 sm:w-28" />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-navy-950">
          <Link
            to={paths.employer(employer.id)}
            className="break-words underline-offset-4 hover:underline"
          >
            {employer.title}
          </Link>
        </h2>
        {employer.address_state ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <Icon name="map-pin" className="size-4 shrink-0" />
            {employer.address_state}
          </p>
        ) : null}
        {employer.tags.length ? (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {employer.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800"
              >
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <SaveToggle kind="employer" id={employer.id} itemName={employer.title} />
    </article>
  );
}
