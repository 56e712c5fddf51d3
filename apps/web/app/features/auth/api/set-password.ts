import { useAction } from '~/lib/use-action';
import { api } from '~/lib/api-client';

export interface SetPasswordInput {
  password: string;
  user_id: string;
  code: string;
}

export const setPassword = (body: SetPasswordInput) =>
  api.post<{ message?: string }>('/api/set-password', body);

export const useSetPassword = () => useAction(setPassword);
