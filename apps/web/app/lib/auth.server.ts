import type { CurrentUser } from '@techgold/contracts/user';
import { data, redirect, type AppLoadContext } from 'react-router';
import { paths } from './paths';
import { isReturnPath } from './return-path';

/**
 * Login-required layouts call this from their loader. Loaders run on the server for the first
 * render and for every client navigation (`.data` requests), so both are covered.
 */
export function requireUser(context: AppLoadContext, request?: Request): CurrentUser {
  if (!context.user) throw redirect(loginFor(request));
  return context.user;
}

/** The sign-in page, with the way back when this page is one an emailed link opens. */
function loginFor(request: Request | undefined): string {
  if (!request) return paths.login();
  const url = new URL(request.url);
  const here = url.pathname.replace(/\.data$/, '') + url.search;
  return isReturnPath(here) ? `${paths.login()}?next=${encodeURIComponent(here)}` : paths.login();
}

/**
 * The staff console's layout: signed out, sign in and come back to this page (the staff
 * notification email links straight to an enquiry); signed in without a staff role, the normal
 * 404 page, so the console's existence is not advertised to members.
 */
export function requireStaff(
  context: AppLoadContext,
  request: Request,
): CurrentUser & { staff_role: 'admin' | 'editor' } {
  if (!context.user) throw redirect(loginFor(request));
  const role = context.user.staff_role;
  if (!role) throw data(null, { status: 404 });
  return { ...context.user, staff_role: role };
}
