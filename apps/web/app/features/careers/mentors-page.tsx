import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/mentors-page';

const title = 'Mentors';
const description = 'Find a mentor from the industry.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function MentorsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
