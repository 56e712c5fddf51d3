// GET /api/user after a change the user record reflects (saves, notifications, preferences):
// the page's one copy of the record is replaced with the server's.
import * as apiRoutes from '@techgold/contracts/api-routes';
import { toPageUser } from '@techgold/contracts/page-user';
import type { CurrentUser } from '@techgold/contracts/user';
import { useCallback } from 'react';
import { api } from '~/lib/api-client';
import { useSetUser } from '~/lib/user-context';

export function useReloadUser() {
  const setUser = useSetUser();
  return useCallback(async () => {
    const fresh = await api.get<CurrentUser>(apiRoutes.user);
    setUser(toPageUser(fresh));
  }, [setUser]);
}
