import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/notifications-page';

const title = 'My notifications';
const description = 'Choose which notifications you receive.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function NotificationsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
