import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@techgold/contracts/auth';
import { api } from '~/lib/api-client';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>('/api/forgotpassword', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
