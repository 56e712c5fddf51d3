import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/employee-signup-page';

const title = 'Employer network sign-up';
const description = 'Create a free account with your work email address.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function EmployeeSignupPage() {
  return <PlaceholderPage title={title} description={description} />;
}
