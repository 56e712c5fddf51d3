// POST /api/login (public): sign in. A public write: `useAction`, not TanStack Query, which
// never ships with the public pages (docs/decisions/0032, 0058).
import { useAction } from '~/lib/use-action';
import type { LoginBody } from '@techgold/contracts/auth';
import type { CurrentUser } from '@techgold/contracts/user';
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export const login = (body: LoginBody) => api.post<{ user: CurrentUser }>(apiRoutes.login, body);

export const useLogin = () => useAction(login);
