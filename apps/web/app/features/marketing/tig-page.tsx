import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/tig-page';

const title = 'What is Tech Industry Gold?';
const description = 'How the accreditation scheme works for learning providers and for employers.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function TigPage() {
  return <PlaceholderPage title={title} description={description} />;
}
