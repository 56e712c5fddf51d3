import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export interface ConfirmEmailResult {
  valid: true;
  email: string;
}

/** Checks an emailed set-password link. It changes nothing, so it is safe to cache as a query. */
export const confirmEmailQuery = (userId: string, code: string) =>
  queryOptions({
    queryKey: ['confirm-email', userId, code],
    queryFn: () => api.post<ConfirmEmailResult>('/api/confirm-email', { user_id: userId, code }),
    retry: false,
    staleTime: Infinity,
  });

export const useConfirmEmail = (userId: string, code: string) =>
  useQuery(confirmEmailQuery(userId, code));
