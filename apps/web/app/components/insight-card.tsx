import type { PublicInsightListItem } from '@techgold/contracts/insights';
import { Link } from 'react-router';
import { categoryLabels } from '~/lib/news-categories';
import { paths } from '~/lib/paths';

// Spelt out rather than Intl: browsers' ICU data differ ("Sep" or "Sept"), which would break
// hydration of a server-rendered date.
const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** SPEC §2: day, short month, year ("14 Oct 2026"), in UTC so server and browser agree. */
function formatNewsDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function NewsDate({ iso, className }: { iso: string; className?: string }) {
  const text = formatNewsDate(iso);
  if (!text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

/**
 * SPEC §3: a thumbnail is a full link, a storage path, or absent (the default thumbnail).
 * Only https links and paths on this site are used.
 */
export function thumbnailSrc(thumbnail: string | null | undefined): string {
  const value = thumbnail?.trim();
  if (!value) return paths.defaultThumbnail();
  if (/^https:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/[^/\\]/.test(value)) return value;
  if (/^[\w][\w\-./]*$/.test(value) && !value.includes('..')) return `/media/${value}`;
  return paths.defaultThumbnail();
}

export function newsCategoryOf(insight: Pick<PublicInsightListItem, 'tags'>) {
  return insight.tags.find((tag) => tag.news_category)?.news_category ?? null;
}

/** A news card: thumbnail, category, title (the link), date and author. */
function InsightCard({
  insight,
  headingLevel = 3,
}: {
  insight: PublicInsightListItem;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const category = newsCategoryOf(insight);
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none sm:flex-col">
      <img
        src={thumbnailSrc(insight.thumbnail)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="w-28 shrink-0 bg-navy-50 object-cover xs:w-40 sm:aspect-video sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        {category ? (
          <p className="text-xs font-semibold tracking-wide text-gold-800 uppercase sm:text-sm">
            {categoryLabels[category]}
          </p>
        ) : null}
        <Heading className="mt-1 text-base leading-snug font-bold text-navy-950 sm:text-lg">
          <Link
            to={paths.article(insight.id, insight.url)}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {insight.title}
          </Link>
        </Heading>
        <p className="byline mt-auto pt-3 text-sm text-slate-600 sm:pt-4">
          <NewsDate iso={insight.created_at} />
          <span>{insight.user.full_name}</span>
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of news cards. */
export function InsightGrid({
  insights,
  headingLevel = 3,
}: {
  insights: PublicInsightListItem[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {insights.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
