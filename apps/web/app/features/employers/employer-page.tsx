import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/employer-page';

const title = 'Employer';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export default function EmployerPage() {
  return <PlaceholderPage title={title} />;
}
