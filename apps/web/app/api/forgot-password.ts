import { useAction } from '~/lib/use-action';
import type { ForgotPasswordBody } from '@techgold/contracts/auth';
import { api } from '~/lib/api-client';
import * as apiRoutes from '@techgold/contracts/api-routes';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>(apiRoutes.forgotPassword, body);

export const useForgotPassword = () => useAction(forgotPassword);
