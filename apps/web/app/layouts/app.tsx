import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';
import { requireUser } from '~/lib/auth.server';
import type { Route } from './+types/app';

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

// Check the session on every navigation, so a session that ended elsewhere sends the user to
// sign in on their next click rather than showing member pages.
export const shouldRevalidate = () => true;

/** Login-required pages with side navigation, search bar and notifications. */
export default function AppLayout() {
  return (
    <AppShell showSearch>
      <Outlet />
    </AppShell>
  );
}
