import type { MemberInsightListItem } from '@techgold/contracts/insights';
import { Link } from 'react-router';
import { NewsDate, thumbnailSrc } from '~/components/insight-card';
import { paths } from '~/lib/paths';

/** The employer page's insights: cards (thumbnail, title linking to the insight, date, author). */
export function EmployerInsights({ insights }: { insights: MemberInsightListItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {insights.map((insight) => (
        <li key={insight.id}>
          <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-col">
            <img
              src={thumbnailSrc(insight.thumbnail)}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="w-28 shrink-0 bg-navy-50 object-cover xs:w-40 sm:aspect-video sm:w-full"
            />
            <div className="flex min-w-0 flex-1 flex-col p-4">
              <h3 className="text-base leading-snug font-bold text-navy-950 sm:text-lg">
                <Link
                  to={paths.insight(insight.id)}
                  className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline"
                >
                  {insight.title}
                </Link>
              </h3>
              <p className="byline mt-auto pt-3 text-sm text-slate-700">
                <NewsDate iso={insight.created_at} />
                <span>{insight.user.full_name}</span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
