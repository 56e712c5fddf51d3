import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/course-page';

const title = 'Course';
const description = 'An accredited tech course.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function CoursePage() {
  return <PlaceholderPage title={title} description={description} />;
}
