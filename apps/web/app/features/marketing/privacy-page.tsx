import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy-page';

const title = 'Privacy policy';
const description = 'How we collect, use and protect your personal data.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function PrivacyPage() {
  return <PlaceholderPage title={title} description={description} />;
}
