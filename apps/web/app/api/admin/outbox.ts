// The mail outbox (admins): waiting, failed and lately sent mail by recipient and subject,
// and sending a failed mail again. Sending again refreshes the lists and the dashboard.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { outboxPage, outboxResendResponse } from '@techgold/contracts/admin/outbox';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery } from './list';

export type OutboxPage = z.output<typeof outboxPage>;
type Resent = z.output<typeof outboxResendResponse>;

export const outboxQuery = (query: ListQuery, get?: Getter<OutboxPage>) =>
  adminListQuery('outbox', adminApiRoutes.outbox, query, get);
export const useOutbox = (query: ListQuery) => useQuery(outboxQuery(query));

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Resent>(apiPath(adminApiRoutes.outboxResend, { id })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
