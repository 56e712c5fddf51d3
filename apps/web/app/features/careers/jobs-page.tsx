import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/jobs-page';

const title = 'Find jobs';
const description = 'Careers and job opportunities.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function JobsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
