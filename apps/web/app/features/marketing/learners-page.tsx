import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/learners-page';

const title = 'Learners';
const description =
  'Free membership for learners on accredited courses: credentials, insights, events and career support.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function LearnersPage() {
  return <PlaceholderPage title={title} description={description} />;
}
