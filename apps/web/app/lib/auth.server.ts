import type { CurrentUser } from '@techgold/contracts/user';
import { redirect, type AppLoadContext } from 'react-router';
import { paths } from './paths';

/**
 * Login-required layouts call this from their loader. Loaders run on the server for the first
 * render and for every client navigation (`.data` requests), so both are covered.
 */
export function requireUser(context: AppLoadContext): CurrentUser {
  if (!context.user) throw redirect(paths.login());
  return context.user;
}
