import { currentUserSchema } from '@techgold/contracts/user';
import { data } from 'react-router';
import { accountQuery, useAccount } from '~/api/account';
import { loadPeopleOptions } from '~/api/people-options.server';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import type { Route } from './+types/account-page';
import { FundingBanner } from './funding-banner';
import { ProfileForm } from './profile-form';

const title = 'Manage your account';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

/** The full record (the page user leaves out contact details) and the equality-data lists. */
export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  const get = serverGetter(context, currentUserSchema);
  const [dehydrated, people] = await Promise.all([
    prefetch(async (client) => {
      try {
        await client.fetchQuery({ ...accountQuery(get), retry: false });
      } catch {
        throw data('Your account could not be loaded. Please try again.', { status: 503 });
      }
    }),
    loadPeopleOptions(context),
  ]);
  return { dehydrated, people };
}

/** SPEC §2 Account: the funding banner, About you, preferences, Update profile, Reset Password. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { people } = loaderData;
  // Always there: the loader put it in the cache, or the page was not drawn.
  const user = useAccount().data;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      {user?.funded_until ? <FundingBanner until={user.funded_until} /> : null}
      {user ? <ProfileForm key={user.id} user={user} people={people} /> : null}
    </div>
  );
}
