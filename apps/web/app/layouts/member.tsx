import { Outlet } from 'react-router';
import { userQuery } from '~/api/get-user';
import { MemberCache } from '~/components/member-cache';
import { requireUser } from '~/lib/auth.server';
import { prefetch } from '~/lib/prefetch.server';
import type { Route } from './+types/member';

/**
 * The signed-in member's record goes into the query cache like any other read (api/get-user):
 * the session already holds it, so the getter hands that over instead of asking the API.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(userQuery(() => Promise.resolve(user))),
    ),
  };
}

// Check the session on every navigation, so a session that ended elsewhere sends the user to
// sign in on their next click rather than showing member pages.
export const shouldRevalidate = () => true;

/** Every login-required page sits under this layout, inside the member area's data cache. */
export default function MemberLayout() {
  return (
    <MemberCache>
      <Outlet />
    </MemberCache>
  );
}
