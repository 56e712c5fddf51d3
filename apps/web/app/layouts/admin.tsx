import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { userQuery } from '~/api/get-user';
import { MemberCache } from '~/components/member-cache';
import { PublicFrame } from '~/components/public-frame';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { GeneralError } from '~/features/errors/general-error';
import { NotFound } from '~/features/errors/not-found';
import { requireStaff } from '~/lib/auth.server';
import { prefetch } from '~/lib/prefetch.server';
import { adminPaths, mayOpen } from '~/features/admin/admin-paths';
import type { Route } from './+types/admin';

/**
 * The staff console (/admin): staff only. Signed out, sign in and come back; a member without
 * a staff role gets the site's normal 404 page. Each page's data is read by its own loader.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  // An editor asking for an admin's page gets the 404 page, as a member asking for any.
  if (!mayOpen(user.staff_role, new URL(request.url).pathname.replace(/\.data$/, ''))) {
    throw data(null, { status: 404 });
  }
  return {
    name: `${user.first_name} ${user.last_name}`,
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
