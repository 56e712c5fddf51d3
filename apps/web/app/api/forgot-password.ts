// POST /api/forgotpassword (public): ask for a set-password link (Forgot password, and the
// sign-up pages' "Send the link again"). useAction, as login.ts.
import type { ForgotPasswordBody } from '@techgold/contracts/auth';
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>(apiRoutes.forgotPassword, body);
