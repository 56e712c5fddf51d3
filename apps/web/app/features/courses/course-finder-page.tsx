import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/course-finder-page';

const title = 'Find a course';
const description = 'Search accredited degrees, apprenticeships and training programmes.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function CourseFinderPage() {
  return <PlaceholderPage title={title} description={description} />;
}
