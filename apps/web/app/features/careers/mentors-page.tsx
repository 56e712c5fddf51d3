import { pageMeta } from '~/lib/meta';
import { CareersPlaceholder } from './careers-placeholder';
import type { Route } from './+types/mentors-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

const title = 'Mentors';
const description = 'Find a mentor from the industry.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function MentorsPage() {
  return <CareersPlaceholder title={title} description={description} noun="mentors" />;
}
