import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/dayone-page';

const title = 'Job matching';
const description = 'Get matched to roles by your skills and values with our job-matching partner.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

export default function DayonePage() {
  return <PlaceholderPage title={title} description={description} />;
}
