import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/article-page';

const title = 'News article';
const description = 'News from the Tech Industry Gold community.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function ArticlePage() {
  return <PlaceholderPage title={title} description={description} />;
}
