import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/learning-providers-page';

const title = 'Browse learning providers';
const description = 'Learning providers with accredited courses.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function LearningProvidersListPage() {
  return <PlaceholderPage title={title} description={description} />;
}
