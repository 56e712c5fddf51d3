import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';

/** Login-required pages (see layouts/member.tsx) with side navigation, search and notifications. */
export default function AppLayout() {
  return (
    <AppShell showSearch>
      <Outlet />
    </AppShell>
  );
}
