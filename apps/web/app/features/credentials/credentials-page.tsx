import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/credentials-page';

const title = 'My credentials';
const description = 'Your badges: learner status, courses, skills and awards.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function CredentialsPage() {
  return <PlaceholderPage title={title} description={description} />;
}
