import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/join-community-page';

const title = 'Join the community';
const description = 'Create a free account if you are studying an accredited course.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function JoinCommunityPage() {
  return <PlaceholderPage title={title} description={description} />;
}
