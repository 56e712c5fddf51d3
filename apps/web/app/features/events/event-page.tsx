import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/event-page';

const title = 'Event';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export default function EventPage() {
  return <PlaceholderPage title={title} />;
}
