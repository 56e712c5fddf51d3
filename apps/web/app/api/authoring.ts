// Authoring calls (My insights, Edit insight): GET /api/user/insights a page at a time, and
// the changes — create, a fresh edit key, save, tag, delete. Each change that alters what the
// user record lists (`articles`) reloads it through useReloadUser at the call site.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import type {
  CreatedInsightResponse,
  EditKeyResponse,
  InsightTagsResponse,
  MyInsightsResponse,
  SaveInsightRequest,
  SavedInsightResponse,
} from '@techgold/contracts/authoring';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export function myInsightsQuery(get: Getter<MyInsightsResponse> = api.get) {
  return infiniteQueryOptions({
    queryKey: ['my-insights'] as const,
    queryFn: ({ pageParam, signal }) =>
      get(withQuery(memberApiRoutes.myInsights, { cursor: pageParam }), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export const useMyInsights = () => useInfiniteQuery(myInsightsQuery());

export const createInsight = () => api.post<CreatedInsightResponse>(memberApiRoutes.insightCreate);

export const issueEditKey = (id: number) =>
  api.post<EditKeyResponse>(apiPath(memberApiRoutes.insightEditKey, { id }));

export const saveInsight = (id: number, body: SaveInsightRequest) =>
  api.put<SavedInsightResponse>(apiPath(memberApiRoutes.insightSave, { id }), body);

export const deleteInsight = (id: number, key: string) =>
  api.delete(apiPath(memberApiRoutes.insightEdit, { id, key }));

export function changeTag(insightId: number, key: string, tagId: number, add: boolean) {
  const path = apiPath(memberApiRoutes.insightTag, { insightId, key, tagId });
  return add ? api.post<InsightTagsResponse>(path) : api.delete<InsightTagsResponse>(path);
}
