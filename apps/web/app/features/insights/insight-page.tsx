import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/insight-page';

const title = 'Insight';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export default function InsightPage() {
  return <PlaceholderPage title={title} />;
}
