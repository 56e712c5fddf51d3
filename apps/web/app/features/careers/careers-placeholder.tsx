import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { readListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';

/**
 * SPEC §2 Mentors and Find jobs: placeholders with a search box and an empty filter panel.
 * Both say plainly that nothing can be found yet, whatever is searched for.
 */
export function CareersPlaceholder({
  title,
  description,
  noun,
}: {
  title: string;
  description: string;
  /** e.g. "mentors", "jobs". */
  noun: string;
}) {
  const [search] = useSearchParams();
  const params = readListParams(search);
  return (
    <PlaceholderPage title={title} description={description}>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <section
          aria-labelledby="careers-filters"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="careers-filters" className="font-semibold text-navy-950">
            Filters
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Filters will appear here when {noun} are available.
          </p>
        </section>
        <div className="space-y-4">
          <ListSearch params={{ ...params, tags: [], saved: false }} label={`Search ${noun}`} />
          {params.q ? (
            <p role="status" className="text-slate-700">
              There are no {noun} to search yet, so nothing matches “{params.q}”.
            </p>
          ) : null}
        </div>
      </div>
    </PlaceholderPage>
  );
}
