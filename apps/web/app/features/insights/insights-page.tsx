import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/insights-page';

const title = 'Discover insights';
const description = 'Articles and news from employers, learning providers and the community.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function InsightsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
