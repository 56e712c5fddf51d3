import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';
import { AppError } from '~/features/errors/app-error';
import type { Route } from './+types/app-no-search';

/** The app layout without the search bar (the insight editor needs the room and the focus). */
export default function AppNoSearchLayout() {
  return (
    <AppShell showSearch={false}>
      <Outlet />
    </AppShell>
  );
}

/** A page that fails keeps the shell and its navigation around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell showSearch={false}>
      <AppError error={error} />
    </AppShell>
  );
}
