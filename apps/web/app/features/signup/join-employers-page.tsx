import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/join-employers-page';

const title = 'Join our employer network';
const description = 'Tell us about your organisation and we will be in touch.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function JoinEmployersPage() {
  return <PlaceholderPage title={title} description={description} />;
}
