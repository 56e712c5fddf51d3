import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/employers-page';

const title = 'Employers';
const description =
  "Shape the skills of tomorrow's tech workforce and join a network of over 400 employers.";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function EmployersPage() {
  return <PlaceholderPage title={title} description={description} />;
}
