// The dashboard's twelve weeks: sign-ups by type, enquiries, credentials issued, the
// newsletter's net change, and the course finder's searches that found nothing.
import { TRENDS_REFRESH_MINUTES } from '@techgold/contracts/admin/dashboard';
import { useDashboardTrends } from '~/api/admin/dashboard';
import { ukDateTime } from '~/lib/uk-time';
import { TrendChart } from './trend-chart';

export function TrendsSection() {
  const { data, isError } = useDashboardTrends();
  return (
    <section aria-labelledby="trends-heading" className="mt-10">
      <h2 id="trends-heading" className="text-2xl font-bold text-navy-950">
        The last twelve weeks
      </h2>
      {data ? (
        <p className="mt-1 text-slate-700">
          Counted {ukDateTime(data.counted_at)}; the counts are taken again every{' '}
          {TRENDS_REFRESH_MINUTES} minutes. Weeks start on Monday.
        </p>
      ) : null}
      {isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          The trends could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {data ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <TrendChart
            title="Sign-ups"
            description="New member accounts, learners and employer users."
            weeks={data.weeks}
            series={[
              { label: 'Learners', values: data.signups.learners, fill: 'fill-navy-700' },
              {
                label: 'Employer users',
                values: data.signups.employer_users,
                fill: 'fill-gold-500',
              },
            ]}
          />
          <TrendChart
            title="Enquiries"
            description="Join-employers and get-accredited forms sent from the public site."
            weeks={data.weeks}
            series={[{ label: 'Enquiries', values: data.enquiries, fill: 'fill-navy-700' }]}
          />
          <TrendChart
            title="Credentials issued"
            description="Digital credentials given to members."
            weeks={data.weeks}
            series={[
              { label: 'Credentials', values: data.credentials_issued, fill: 'fill-navy-700' },
            ]}
          />
          <TrendChart
            title="Newsletter subscribers"
            description="People who confirmed a subscription, less those who left. Below the line: more left than joined."
            weeks={data.weeks}
            series={[{ label: 'Net change', values: data.subscribers_net, fill: 'fill-navy-700' }]}
          />
          <MissingSearches terms={data.missing_searches} />
        </div>
      ) : null}
    </section>
  );
}

function MissingSearches({ terms }: { terms: { term: string; searches: number }[] }) {
  return (
    <section
      aria-labelledby="missing-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="missing-heading" className="text-lg font-bold text-navy-950">
        Course searches that found nothing
      </h3>
      <p className="text-slate-700">
        What people typed into the course finder when no course matched: courses they look for that
        the site does not list.
      </p>
      {terms.length ? (
        // Fixed layout, and a term may break anywhere: what people type can be one long word.
        <table className="w-full table-fixed text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">
                Searched for
              </th>
              <th scope="col" className="w-24 py-1 text-right">
                Searches
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.map((t) => (
              <tr key={t.term} className="border-b border-slate-100">
                <td className="py-1 pr-2 [overflow-wrap:anywhere]">{t.term}</td>
                <td className="py-1 text-right tabular-nums">{t.searches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="font-semibold text-navy-900">
          No search came up empty in these twelve weeks.
        </p>
      )}
    </section>
  );
}
