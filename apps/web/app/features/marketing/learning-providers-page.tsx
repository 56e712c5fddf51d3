import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/learning-providers-page';

const title = 'Learning Providers';
const description =
  'Get your tech courses accredited and show learners and employers they meet industry standards.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function LearningProvidersPage() {
  return <PlaceholderPage title={title} description={description} />;
}
