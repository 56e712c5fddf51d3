import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/partner-talent-page';

const title = 'Job matching for talent';
const description = 'Get matched to roles by your skills and values.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function PartnerTalentPage() {
  return <PlaceholderPage title={title} description={description} />;
}
