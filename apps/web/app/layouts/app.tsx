import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';
import { AppError } from '~/features/errors/app-error';
import type { Route } from './+types/app';

/** Login-required pages (see layouts/member.tsx) with side navigation, search and notifications. */
export default function AppLayout() {
  return (
    <AppShell showSearch>
      <Outlet />
    </AppShell>
  );
}

/** A page that fails keeps the shell and its navigation around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell showSearch>
      <AppError error={error} />
    </AppShell>
  );
}
