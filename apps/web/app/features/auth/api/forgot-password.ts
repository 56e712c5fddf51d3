import { useAction } from '~/lib/use-action';
import type { ForgotPasswordBody } from '@techgold/contracts/auth';
import { api } from '~/lib/api-client';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>('/api/forgotpassword', body);

export const useForgotPassword = () => useAction(forgotPassword);
