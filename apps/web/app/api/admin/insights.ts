// Insights moderation (editors and admins, decisions 0066, 0091): every insight with its author
// and state; one insight to read; unpublish and republish with a reason (emailed to the
// author), feature on the home page, delete.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  adminInsight,
  AdminInsightDetail,
  adminInsightsPage,
} from '@techgold/contracts/admin/insights';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type InsightsPage = z.output<typeof adminInsightsPage>;
export type AdminInsight = z.output<typeof adminInsight>;
export type { AdminInsightDetail };

export const insightsQuery = (query: ListQuery, get?: Getter<InsightsPage>) =>
  adminListQuery('insights', adminApiRoutes.insights, query, get);
export const useInsights = (query: ListQuery) => useQuery(insightsQuery(query));

const insightPath = (id: number) => apiPath(adminApiRoutes.insight, { id });
export const insightQuery = (id: number, get?: Getter<AdminInsightDetail>) =>
  adminRecordQuery('insights', insightPath(id), get);
export const useInsight = (id: number) => useQuery(insightQuery(id));

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'insights', 'list'] });

/** The answer's state at once on the read view, then its lists and the record read again. */
function settled(queryClient: QueryClient, answer: AdminInsight) {
  queryClient.setQueryData<AdminInsightDetail>(insightQuery(answer.id).queryKey, (old) =>
    old ? { ...old, ...answer } : old,
  );
  return Promise.all([
    refreshLists(queryClient),
    queryClient.invalidateQueries({ queryKey: insightQuery(answer.id).queryKey }),
  ]);
}

/** Unpublish or republish, each with a reason the author is emailed. */
export function useInsightLiveChange(id: number, to: 'unpublish' | 'republish') {
  const queryClient = useQueryClient();
  const route =
    to === 'unpublish' ? adminApiRoutes.insightUnpublish : adminApiRoutes.insightRepublish;
  return useMutation({
    mutationFn: (body: { updated_at: string; reason: string }) =>
      api.post<AdminInsight>(apiPath(route, { id }), body),
    onSuccess: (answer) => settled(queryClient, answer),
  });
}

export function useFeatureInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { updated_at: string; featured: boolean }) =>
      api.post<AdminInsight>(apiPath(adminApiRoutes.insightFeature, { id }), body),
    onSuccess: (answer) => settled(queryClient, answer),
  });
}

export function useDeleteInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(apiPath(adminApiRoutes.insight, { id })),
    onSuccess: () => refreshLists(queryClient),
  });
}
