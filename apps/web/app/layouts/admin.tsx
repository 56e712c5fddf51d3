import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { userQuery } from '~/api/get-user';
import { MemberCache } from '~/components/member-cache';
import { PublicFrame } from '~/components/public-frame';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { GeneralError } from '~/features/errors/general-error';
import { NotFound } from '~/features/errors/not-found';
import { requireStaff } from '~/lib/auth.server';
import { prefetch } from '~/lib/prefetch.server';
import { adminPaths, mayOpen, type StaffRole } from '~/features/admin/admin-paths';
import { AdminsOnly } from '~/features/admin/components/admins-only';
import type { Route } from './+types/admin';

/** What the 403 answer carries: enough to draw the console around its message. */
interface AdminsOnlyData {
  name: string;
  role: StaffRole;
}

/**
 * The staff console (/admin): staff only. Signed out, sign in and come back; a member without
 * a staff role gets the site's normal 404 page; an editor opening an admin's section gets a
 * 403 page saying an admin can do this. Each page's data is read by its own loader.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const name = `${user.first_name} ${user.last_name}`;
  // An editor asking for an admin's page is told so (403, in the console), not sent a 404:
  // the page exists, and an admin can do what they came for.
  if (!mayOpen(user.staff_role, new URL(request.url).pathname.replace(/\.data$/, ''))) {
    throw data({ name, role: user.staff_role } satisfies AdminsOnlyData, { status: 403 });
  }
  return {
    name,
    role: user.staff_role,
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(userQuery(() => Promise.resolve(user))),
    ),
  };
}

// A role removed or a session ended elsewhere takes effect on the next click.
export const shouldRevalidate = () => true;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MemberCache>
      <AdminShell name={loaderData.name} role={loaderData.role}>
        <Outlet />
      </AdminShell>
    </MemberCache>
  );
}

/**
 * A console page that fails keeps the console around its message. When the layout's own check
 * failed (not staff), there is no console to show: the site's 404 page, as for any unknown path.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('layouts/admin');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const who = error.data as AdminsOnlyData;
    return (
      <AdminShell name={who.name} role={who.role}>
        <AdminsOnly />
      </AdminShell>
    );
  }
  if (!shell) {
    return <PublicFrame>{notFound ? <NotFound /> : <GeneralError error={error} />}</PublicFrame>;
  }
  return (
    <AdminShell name={shell.name} role={shell.role}>
      {notFound ? (
        <NotFound />
      ) : (
        <GeneralError
          error={error}
          home={{ to: adminPaths.dashboard(), label: 'Back to the console' }}
        />
      )}
    </AdminShell>
  );
}
