import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news-page';

const title = 'News';
const description = 'Community stories, insights and impact from across the network.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function NewsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
