// POST /api/login (public): sign in. A public write: a plain function the one form sends (0080), not TanStack Query, which
// never ships with the public pages (docs/decisions/0032, 0058).
import type { LoginBody } from '@techgold/contracts/auth';
import type { CurrentUser } from '@techgold/contracts/user';
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export const login = (body: LoginBody) => api.post<{ user: CurrentUser }>(apiRoutes.login, body);
