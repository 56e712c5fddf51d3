import type { SchoolListItem } from '@techgold/contracts/schools';
import { Link } from 'react-router';
import { Icon } from '~/components/icons';
import { OrgLogo } from '~/components/organisation/org-logo';
import { SaveToggle } from '~/components/save-toggle';
import { paths } from '~/lib/paths';
import { courseCountText } from './course-count';

/** A row of the learning providers directory: logo, name (the link), region, courses, save. */
export function ProviderRow({ school }: { school: SchoolListItem }) {
  return (
    <article className="flex items-start gap-4 py-4">
      <OrgLogo org={school} className="w-20 sm:w-28" />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-navy-950">
          <Link
            to={paths.learningProvider(school.id)}
            className="break-words underline-offset-4 hover:underline"
          >
            {school.title}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {school.address_state ? (
            <span className="flex items-center gap-1">
              <Icon name="map-pin" className="size-4 shrink-0" />
              {school.address_state}
            </span>
          ) : null}
          <span className="flex items-center gap-1">
            <Icon name="academic" className="size-4 shrink-0" />
            {courseCountText(school.course_count)}
          </span>
        </p>
      </div>
      <SaveToggle kind="school" id={school.id} itemName={school.title} />
    </article>
  );
}
