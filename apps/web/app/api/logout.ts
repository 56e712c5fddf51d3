// POST /api/logout: sign out, as the public Signed out page opens (useAction: a call, not a form).
import { useAction } from '~/lib/use-action';
import { api, ApiRequestError } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

/** Sign out. Already signed out (401) counts as done. */
export async function logout(): Promise<void> {
  try {
    await api.post<void>(apiRoutes.logout);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return;
    throw error;
  }
}

export const useLogout = () => useAction(logout);
