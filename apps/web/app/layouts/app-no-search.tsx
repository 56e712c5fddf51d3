import { Outlet } from 'react-router';
import { AppShell } from '~/components/app-shell/app-shell';

/** The app layout without the search bar (the insight editor needs the room and the focus). */
export default function AppNoSearchLayout() {
  return (
    <AppShell showSearch={false}>
      <Outlet />
    </AppShell>
  );
}
