import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/employers-page';

const title = 'Browse employers';
const description = 'Employers in the Tech Industry Gold network.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function EmployersListPage() {
  return <PlaceholderPage title={title} description={description} />;
}
