// POST /api/set-password (public): choose a password from an emailed link (useAction).
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export interface SetPasswordInput {
  password: string;
  user_id: string;
  code: string;
  /** Only for a link from the account page's Reset Password (the server says which). */
  current_password?: string;
}

export const setPassword = (body: SetPasswordInput) =>
  api.post<{ message?: string }>(apiRoutes.setPassword, body);
