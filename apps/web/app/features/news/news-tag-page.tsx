import { NEWS_CATEGORIES, type NewsCategory } from '@techgold/contracts/constants';
import { redirect } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/news-tag-page';

const labels: Record<NewsCategory, string> = {
  community: 'Community',
  insights: 'Insights',
  impact: 'Impact',
};

function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

// SPEC §2: tag_name must be community, insights or impact; anything else goes to /404.
export function loader({ params }: Route.LoaderArgs) {
  if (!isNewsCategory(params.tag_name)) throw redirect(paths.notFound());
  return { label: labels[params.tag_name] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `News: ${args.loaderData?.label ?? 'News'}` });

export default function NewsTagPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage title={`News > ${loaderData.label}`} />;
}
