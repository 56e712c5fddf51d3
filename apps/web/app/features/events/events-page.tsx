import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/events-page';

const title = 'Browse events';
const description = 'Upcoming events for the community.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function EventsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
