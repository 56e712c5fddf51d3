import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/get-accredited-page';

const title = 'Get accredited';
const description = 'Tell us about your course and we will explain the next steps.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export default function GetAccreditedPage() {
  return <PlaceholderPage title={title} description={description} />;
}
