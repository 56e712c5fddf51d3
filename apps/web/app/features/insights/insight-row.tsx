import type { MemberInsightListItem } from '@techgold/contracts/insights';
import { Link } from 'react-router';
import { NewsDate, thumbnailSrc } from '~/components/insight-card';
import { SaveToggle } from '~/components/save-toggle';
import { paths } from '~/lib/paths';

/** A row of the member insights list: thumbnail, title (the link), date, author, tags, save. */
export function InsightRow({ insight }: { insight: MemberInsightListItem }) {
  const author = [insight.user.full_name, insight.user.employer?.title].filter(Boolean).join(', ');
  return (
    <article className="flex gap-4 py-4">
      <img
        src={thumbnailSrc(insight.thumbnail)}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        className="hidden aspect-video w-40 shrink-0 rounded-lg bg-slate-100 object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-navy-950">
          <Link to={paths.insight(insight.id)} className="underline-offset-4 hover:underline">
            {insight.title}
          </Link>
        </h2>
        {insight.subtitle ? <p className="mt-1 text-slate-700">{insight.subtitle}</p> : null}
        <p className="byline mt-1 text-sm text-slate-600">
          <NewsDate iso={insight.created_at} />
          {author ? <span>{author}</span> : null}
        </p>
        {insight.tags.length ? (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {insight.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800"
              >
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <SaveToggle kind="article" id={insight.id} itemName={insight.title} />
    </article>
  );
}
