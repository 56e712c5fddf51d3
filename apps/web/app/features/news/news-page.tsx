import {
  NEWS_CATEGORIES,
  NEWS_ROW_LIMIT,
  NEWS_VIEW_ALL_LIMIT,
  type NewsCategory,
} from '@techgold/contracts/constants';
import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { InsightGrid } from '~/components/insight-card';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { rssPath } from '@techgold/contracts/feeds';
import { pageMeta, siteName } from '~/lib/meta';
import { rssFeedLink } from './feed-link';
import { paths } from '~/lib/paths';
import { categoryBlurbs, categoryLabels, isNewsCategory } from './categories';
import { insightsPage } from './data.server';
import type { Route } from './+types/news-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const title = 'News';
const description = 'Community stories, insights and impact from across the network.';

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  // SPEC §4: each row shows 4; View all raises that row to 99. Kept in the URL (?view=…), so
  // it works without JavaScript and survives reload and back.
  const expanded = new URL(request.url).searchParams.getAll('view').filter(isNewsCategory);
  const rows = await Promise.all(
    NEWS_CATEGORIES.map(async (category) => {
      const all = expanded.includes(category);
      const page = await insightsPage(context, {
        tag: category,
        limit: all ? NEWS_VIEW_ALL_LIMIT : NEWS_ROW_LIMIT,
      });
      return { category, all, ...page };
    }),
  );
  return { rows, expanded };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title, description }),
  rssFeedLink(args, `${siteName} news`, rssPath()),
];

function toggleHref(expanded: NewsCategory[], category: NewsCategory): string {
  const next = expanded.includes(category)
    ? expanded.filter((c) => c !== category)
    : [...expanded, category];
  const query = new URLSearchParams(next.map((c) => ['view', c]));
  return `${paths.news()}${next.length ? `?${query}` : ''}`;
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { rows, expanded } = loaderData;
  return (
    <>
      <PageHero title={title} lead={description} />
      {rows.map((row, index) => {
        const label = categoryLabels[row.category];
        const canToggle = row.all || row.total > row.insights.length;
        return (
          <Section
            key={row.category}
            title={label}
            lead={categoryBlurbs[row.category]}
            tone={index % 2 === 1 ? 'white' : 'grey'}
            className="[&>div]:py-10 md:[&>div]:py-14"
            action={
              canToggle ? (
                <Link
                  to={toggleHref(expanded, row.category)}
                  preventScrollReset
                  className={buttonClass('outline')}
                  aria-label={
                    row.all ? `Show fewer ${label} articles` : `View all ${label} articles`
                  }
                >
                  {row.all ? 'Show fewer' : 'View all'}
                </Link>
              ) : null
            }
          >
            {row.insights.length ? (
              <div data-news-row={row.category}>
                <InsightGrid insights={row.insights} />
              </div>
            ) : (
              <p className="text-slate-700">There are no {label.toLowerCase()} articles yet.</p>
            )}
            {row.all && row.total > row.insights.length ? (
              // View all stops at 99 (SPEC §9); the rest are on the category's own pages.
              <Link
                to={paths.newsTag(row.category)}
                className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
              >
                All {row.total} {label} articles
                <Icon name="arrow-right" className="size-4" />
              </Link>
            ) : null}
          </Section>
        );
      })}
    </>
  );
}
