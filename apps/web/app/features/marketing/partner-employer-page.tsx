import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/partner-employer-page';

const title = 'Job matching for employers';
const description = 'Hire on skills and values with anonymous talent profiles until you shortlist.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function PartnerEmployerPage() {
  return <PlaceholderPage title={title} description={description} />;
}
