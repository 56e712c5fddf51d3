import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/learning-provider-page';

const title = 'Learning provider';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export default function LearningProviderPage() {
  return <PlaceholderPage title={title} />;
}
