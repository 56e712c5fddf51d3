import { employerResponse } from '@techgold/contracts/employers';
import { employerQuery, useEmployer } from '~/api/get-employer';
import { Icon } from '~/components/icons';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { OrgLogo } from '~/components/organisation/org-logo';
import { ProfileText } from '~/components/organisation/profile-text';
import { WebsiteLink } from '~/components/organisation/website-link';
import { SaveToggle } from '~/components/save-toggle';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { EmployerInsights } from './employer-insights';
import type { Route } from './+types/employer-page';

/** The employer and its first insights render with the page; an unknown id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const get = serverGetter(context, employerResponse);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const data = await client.fetchInfiniteQuery(employerQuery(id, get)).catch(pageError);
    title = data.pages[0]?.employer.title ?? '';
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title || 'Employer', noIndex: true });

/** SPEC §2 Employer: who they are, their website, save, and their people's insights. */
export default function EmployerPage({ loaderData }: Route.ComponentProps) {
  const query = useEmployer(loaderData.id);
  const pages = query.data?.pages ?? [];
  const employer = pages[0]?.employer;
  if (!employer) return null;
  const insights = pages.flatMap((page) => page.insights);

  return (
    <div className="space-y-8">
      <Breadcrumb to={paths.platformEmployers()} label="Employers" current={employer.title} />
      <header className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <OrgLogo org={employer} className="w-40" />
        <div className="min-w-0 flex-1 space-y-3">
          <h1 className="text-3xl font-bold tracking-tight break-words text-navy-950">
            {employer.title}
          </h1>
          {employer.address_state ? (
            <p className="flex items-center gap-1.5 text-slate-700">
              <Icon name="map-pin" className="size-5 shrink-0" />
              {employer.address_state}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3 pt-2">
            <WebsiteLink url={employer.url} />
            <SaveToggle
              kind="employer"
              id={employer.id}
              itemName={employer.title}
              variant="button"
              saveLabel="Save Employer"
            />
          </div>
        </div>
      </header>

      {employer.profile?.trim() ? (
        <section aria-labelledby="employer-about" className="space-y-3">
          <h2 id="employer-about" className="text-2xl font-bold text-navy-950">
            About {employer.title}
          </h2>
          <ProfileText text={employer.profile} />
        </section>
      ) : null}

      {employer.tags.length ? (
        <section aria-labelledby="employer-tags" className="space-y-3">
          <h2 id="employer-tags" className="text-xl font-bold text-navy-950">
            Industries and technologies
          </h2>
          <ul className="flex flex-wrap gap-2">
            {employer.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {tag.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {insights.length ? (
        <section aria-labelledby="employer-insights" className="space-y-4">
          <h2 id="employer-insights" className="text-2xl font-bold text-navy-950">
            Insights
          </h2>
          <EmployerInsights insights={insights} />
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-red-800">
              More insights could not be loaded. Please try again.
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className="min-h-11 rounded-lg border border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
