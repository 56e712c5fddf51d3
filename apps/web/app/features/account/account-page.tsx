import { currentUserSchema } from '@techgold/contracts/user';
import { data } from 'react-router';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { loadPeopleOptions } from '~/api/people-options.server';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { Route } from './+types/account-page';
import { FundingBanner } from './funding-banner';
import { ProfileForm } from './profile-form';

const title = 'Manage your account';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

/** The full record (the page user leaves out contact details) and the equality-data lists. */
export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  const [res, people] = await Promise.all([
    context.api(apiRoutes.user, currentUserSchema),
    loadPeopleOptions(context),
  ]);
  if (!res.body) throw data('Your account could not be loaded. Please try again.', { status: 503 });
  return { user: res.body, people };
}

/** SPEC §2 Account: the funding banner, About you, preferences, Update profile, Reset Password. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user, people } = loaderData;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      {user.funded_until ? <FundingBanner until={user.funded_until} /> : null}
      <ProfileForm key={user.id} user={user} people={people} />
    </div>
  );
}
