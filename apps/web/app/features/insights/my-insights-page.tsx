import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/my-insights-page';

const title = 'My insights';
const description = 'The insights you have written.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function MyInsightsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
