import { pageMeta } from '~/lib/meta';
import { useUser } from '~/lib/user-context';
import { ProfileHero } from './profile-hero';
import { SavedTabs } from './saved-tabs';
import type { Route } from './+types/dashboard-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Dashboard', noIndex: true });

/** SPEC §2 Dashboard: heading, profile hero card, saved items. */
export default function DashboardPage() {
  const user = useUser();
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
