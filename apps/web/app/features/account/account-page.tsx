import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-page';

const title = 'Manage your account';
const description = 'Your profile and preferences.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function AccountPage() {
  return <PlaceholderPage title={title} description={description} />;
}
