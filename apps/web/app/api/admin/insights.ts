// Insights moderation (editors and admins, decision 0066): every insight with its author and
// state; unpublish with a reason (emailed to the author), feature on the home page, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin-api-routes';
import type { adminInsight, adminInsightsPage } from '@techgold/contracts/admin-content';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery } from './list';

export type InsightsPage = z.output<typeof adminInsightsPage>;
export type AdminInsight = z.output<typeof adminInsight>;

export const insightsQuery = (query: ListQuery, get?: Getter<InsightsPage>) =>
  adminListQuery('insights', adminApiRoutes.insights, query, get);
export const useInsights = (query: ListQuery) => useQuery(insightsQuery(query));

const refreshLists = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'insights', 'list'] });

export function useUnpublishInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { updated_at: string; reason: string }) =>
      api.post<AdminInsight>(apiPath(adminApiRoutes.insightUnpublish, { id }), body),
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useFeatureInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { updated_at: string; featured: boolean }) =>
      api.post<AdminInsight>(apiPath(adminApiRoutes.insightFeature, { id }), body),
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useDeleteInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(apiPath(adminApiRoutes.insight, { id })),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** Back on the site: the undo of unpublishing (decision 0094). */
export function useRepublishInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { updated_at: string }) =>
      api.post<AdminInsight>(apiPath(adminApiRoutes.insightRepublish, { id }), body),
    onSuccess: () => refreshLists(queryClient),
  });
}
