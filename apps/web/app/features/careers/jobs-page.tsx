import { pageMeta } from '~/lib/meta';
import { CareersPlaceholder } from './careers-placeholder';
import type { Route } from './+types/jobs-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

const title = 'Find jobs';
const description = 'Careers and job opportunities.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function JobsPage() {
  return <CareersPlaceholder title={title} description={description} noun="jobs" />;
}
