import { PAGE_SIZE } from '@techgold/contracts/constants';
import { redirect } from 'react-router';
import { InsightGrid } from '~/components/insight-card';
import { PageHero } from '~/components/page-hero';
import { Pagination } from '~/components/pagination';
import { rssPath } from '@techgold/contracts/feeds';
import { pageMeta, siteName } from '~/lib/meta';
import { rssFeedLink } from './feed-link';
import { paths } from '~/lib/paths';
import { categoryBlurbs, categoryLabels, isNewsCategory } from './categories';
import { insightsPage } from './data.server';
import type { Route } from './+types/news-tag-page';
import type { PageHandle } from '@techgold/contracts/ssr';

const MAX_PAGE = 5000;

function pageNumber(raw: string | null): number {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), MAX_PAGE);
}

// The same for every anonymous visitor: the anonymous cache may keep one copy.
export const handle = { anonCache: true } satisfies PageHandle;

// SPEC §2: tag_name must be community, insights or impact; anything else goes to /404.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isNewsCategory(params.tag_name)) throw redirect(paths.notFound());
  const category = params.tag_name;
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const result = await insightsPage(context, {
    tag: category,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  return { category, label: categoryLabels[category], page, pages, ...result };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return pageMeta(args, { title: 'News' });
  return [
    ...pageMeta(args, {
      title: data.page > 1 ? `${data.label} news, page ${data.page}` : `${data.label} news`,
      description: categoryBlurbs[data.category],
    }),
    rssFeedLink(args, `${siteName}: ${data.label} news`, rssPath(data.category)),
  ];
};

export default function NewsTagPage({ loaderData }: Route.ComponentProps) {
  const { category, label, page, pages, insights, total } = loaderData;
  return (
    <>
      <PageHero
        // SPEC §2's heading is 'News > label'; a screen reader would say "News greater than
        // Community", so it hears "News: Community" instead and the visible words stay.
        title={
          <>
            <span aria-hidden="true">{`News > ${label}`}</span>
            <span className="sr-only">{`News: ${label}`}</span>
          </>
        }
        lead={categoryBlurbs[category]}
      />
      <div className="container-page py-10 md:py-14">
        <p className="mb-6 text-slate-700">
          {total === 1 ? '1 article' : `${total} articles`}
          {pages > 1 ? `, page ${page} of ${pages}` : ''}
        </p>
        {insights.length ? (
          <InsightGrid insights={insights} headingLevel={2} />
        ) : (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
            {page > 1
              ? 'There are no more articles. Go back to the first page.'
              : `There are no ${label.toLowerCase()} articles yet.`}
          </p>
        )}
        <Pagination
          page={page}
          pages={Math.max(pages, page)}
          label={`${label} news pages`}
          hrefFor={(n) =>
            n === 1 ? paths.newsTag(category) : `${paths.newsTag(category)}?page=${n}`
          }
        />
      </div>
    </>
  );
}
