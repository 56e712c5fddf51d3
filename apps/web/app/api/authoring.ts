// Authoring (My insights, Edit insight): GET /api/user/insights a page at a time, GET the
// insight an edit key opens, and the changes — create, a fresh edit key, save, tag, delete —
// each a mutation. A change that alters what the lists or the user record show (`articles`)
// reloads them in its onSuccess.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import type {
  CreateInsightRequest,
  CreatedInsightResponse,
  EditableInsightResponse,
  EditKeyResponse,
  InsightTagsResponse,
  MyInsightsResponse,
  SaveInsightRequest,
  SavedInsightResponse,
} from '@techgold/contracts/authoring';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import { refreshUser } from './get-user';

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

/** GET /api/insight/edit/{id}/{key}: the insight as its author edits it (the key is single-use). */
export const editableInsightPath = (id: number, key: string) =>
  apiPath(memberApiRoutes.insightEdit, { id, key });

export function editableInsightQuery(
  id: number,
  key: string,
  get: Getter<EditableInsightResponse> = api.get,
) {
  return queryOptions({
    queryKey: ['insight-edit', id, key] as const,
    queryFn: ({ signal }) => get(editableInsightPath(id, key), signal),
  });
}

/** Every list that shows this author's insights, and the record that counts them. */
const refreshAuthored = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['my-insights'] }),
    queryClient.invalidateQueries({ queryKey: ['insights'] }),
    refreshUser(queryClient),
  ]);

/** POST /api/insight with the new-insight page's first save: stores the insight. */
export function useCreateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInsightRequest) =>
      api.post<CreatedInsightResponse>(memberApiRoutes.insightCreate, body),
    onSuccess: () => void refreshAuthored(queryClient),
  });
}

export const useIssueEditKey = () =>
  useMutation({
    mutationFn: (id: number) =>
      api.post<EditKeyResponse>(apiPath(memberApiRoutes.insightEditKey, { id })),
  });

export function useSaveInsight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInsightRequest) =>
      api.put<SavedInsightResponse>(apiPath(memberApiRoutes.insightSave, { id }), body),
    // Not awaited: the page moves on to the new key's URL meanwhile.
    onSuccess: () => void refreshAuthored(queryClient),
  });
}

/** Deleting needs a fresh edit key first (SPEC §8); both calls are this one mutation. */
export function useDeleteInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { edit } = await api.post<EditKeyResponse>(
        apiPath(memberApiRoutes.insightEditKey, { id }),
      );
      await api.delete(apiPath(memberApiRoutes.insightEdit, { id, key: edit }));
    },
    onSuccess: () => refreshAuthored(queryClient),
  });
}

export interface TagChange {
  tagId: number;
  add: boolean;
}

export function useChangeTag(insightId: number, key: string) {
  return useMutation({
    mutationFn: ({ tagId, add }: TagChange) => {
      const path = apiPath(memberApiRoutes.insightTag, { insightId, key, tagId });
      return add ? api.post<InsightTagsResponse>(path) : api.delete<InsightTagsResponse>(path);
    },
  });
}
