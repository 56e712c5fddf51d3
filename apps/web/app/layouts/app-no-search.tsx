import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';
import { requireUser } from '~/lib/auth.server';
import type { Route } from './+types/app-no-search';

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

export const shouldRevalidate = () => true;

/** The app layout without the search bar (the insight editor needs the room and the focus). */
export default function AppNoSearchLayout() {
  return (
    <AppShell showSearch={false}>
      <Outlet />
    </AppShell>
  );
}
