// Bulk actions of the console (decision 0094): POST { ids, … } → { done, refused }. Every list
// of the area and the dashboard's counts are read again afterwards, whatever was refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@techgold/contracts/admin/bulk';
import { api } from '~/lib/api-client';

export function useBulkAction<Body extends { ids: number[] }>(route: string, area: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<BulkResult>(route, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', area] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
