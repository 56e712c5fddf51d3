import { useAction } from '~/lib/use-action';
import type { LoginBody } from '@techgold/contracts/auth';
import type { CurrentUser } from '@techgold/contracts/user';
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export const login = (body: LoginBody) => api.post<{ user: CurrentUser }>(apiRoutes.login, body);

export const useLogin = () => useAction(login);
