import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/about-page';

const title = 'About';
const description =
  'Tech Industry Gold is a not-for-profit body that accredits tech education and training.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function AboutPage() {
  return <PlaceholderPage title={title} description={description} />;
}
