import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/edit-insight-page';

const title = 'Edit insight';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export default function EditInsightPage() {
  return <PlaceholderPage title={title} />;
}
