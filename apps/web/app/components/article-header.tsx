import type { PublicInsight } from '@techgold/contracts/insights';
import { Link } from 'react-router';
import { textLinkClass } from '~/components/button-styles';
import { NewsDate, newsCategoryOf, thumbnailSrc } from '~/components/insight-card';
import { paths } from '~/lib/paths';
import { categoryLabels } from '~/lib/news-categories';

/**
 * Breadcrumb, title, subtitle, date, author, tags and the thumbnail of a public article. The
 * staff console draws the same header in its read view (`preview`): there the page has its
 * own h1 and breadcrumb, so the title is an h2 drawn the same and the breadcrumb is left out.
 */
export function ArticleHeader({
  insight,
  preview = false,
}: {
  insight: Omit<PublicInsight, 'body'>;
  preview?: boolean;
}) {
  const category = newsCategoryOf(insight);
  const { user } = insight;
  const Title = preview ? 'h2' : 'h1';
  return (
    <header className="container-page pt-8 pb-10 md:pt-12">
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Breadcrumb" hidden={preview}>
          <ol className="flex flex-wrap items-center gap-2 text-sm">
            <li>
              <Link to={paths.news()} className={textLinkClass}>
                News
              </Link>
            </li>
            {category ? (
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <Link to={paths.newsTag(category)} className={textLinkClass}>
                  {categoryLabels[category]}
                </Link>
              </li>
            ) : null}
          </ol>
        </nav>
        <Title className="mt-6 text-3xl leading-tight font-bold tracking-tight break-words text-navy-950 md:text-5xl">
          {insight.title}
        </Title>
        {insight.subtitle ? (
          <p className="mt-4 text-xl break-words text-slate-700">{insight.subtitle}</p>
        ) : null}
        <p className="byline mt-6 gap-y-1 text-slate-700">
          <span>
            By <span className="font-semibold text-navy-950">{user.full_name}</span>
            {user.employer ? <>, {user.employer.title}</> : null}
          </span>
          <NewsDate iso={insight.created_at} />
        </p>
        {insight.tags.length ? (
          <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
            {insight.tags.map((tag) => (
              <li key={tag.id}>
                {tag.news_category ? (
                  <Link
                    to={paths.newsTag(tag.news_category)}
                    className="inline-flex min-h-8 items-center rounded-full bg-navy-900 px-3 text-sm font-semibold text-white hover:bg-navy-700"
                  >
                    {tag.title}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-8 items-center rounded-full bg-navy-50 px-3 text-sm font-medium text-navy-800">
                    {tag.title}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* No thumbnail, no hero: the small default picture blown up to 16:9 looked broken. */}
      {insight.thumbnail?.trim() ? (
        <img
          src={thumbnailSrc(insight.thumbnail)}
          alt=""
          width={1280}
          height={720}
          fetchPriority={preview ? undefined : 'high'}
          className="mx-auto mt-10 aspect-video w-full max-w-5xl rounded-2xl bg-navy-50 object-cover"
        />
      ) : null}
    </header>
  );
}
