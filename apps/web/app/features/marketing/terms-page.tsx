import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/terms-page';

const title = 'Terms and conditions';
const description = 'The terms of using this website and the member platform.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function TermsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
