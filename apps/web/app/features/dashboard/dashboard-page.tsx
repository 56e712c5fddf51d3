import { memberInsightsResponse } from '@techgold/contracts/insights';
import { insightsQuery } from '~/api/get-insights';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { ProfileHero } from './profile-hero';
import { SAVED_INSIGHTS } from './saved-lists';
import { SavedTabs } from './saved-tabs';
import type { Route } from './+types/dashboard-page';
import { useCurrentUser } from '~/api/get-user';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Dashboard', noIndex: true });

/** The default tab's list (saved insights) renders with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  if (user.saved_article_ids.length === 0) return { dehydrated: undefined };
  const get = serverGetter(context, memberInsightsResponse);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchInfiniteQuery(insightsQuery(SAVED_INSIGHTS, get)),
    ),
  };
}

/** SPEC §2 Dashboard: heading, profile hero card, saved items. */
export default function DashboardPage() {
  const user = useCurrentUser();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Dashboard</h1>
      {user ? (
        <>
          <ProfileHero user={user} />
          <SavedTabs user={user} />
        </>
      ) : null}
    </div>
  );
}
