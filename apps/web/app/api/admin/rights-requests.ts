// Data-protection rights requests (admins, decision 0064): the list, one request, logging a
// new one, working it (status, outcome, the member it is about), and acting on it with the
// member's own export or erasure. Equality answers come in aggregate only.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { EqualityReport } from '@techgold/contracts/admin/equality';
import type {
  ErasurePreview,
  RightsRequestCreate,
  RightsRequestDetail,
  RightsRequestPatch,
  rightsActionResponse,
  rightsRequestsPage,
} from '@techgold/contracts/admin/rights-requests';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type RightsRequestsPage = z.output<typeof rightsRequestsPage>;
type ActionAnswer = z.output<typeof rightsActionResponse>;

export const rightsRequestsQuery = (query: ListQuery, get?: Getter<RightsRequestsPage>) =>
  adminListQuery('rights-requests', adminApiRoutes.rightsRequests, query, get);
export const useRightsRequests = (query: ListQuery) => useQuery(rightsRequestsQuery(query));

const requestPath = (id: number) => apiPath(adminApiRoutes.rightsRequest, { id });
export const rightsRequestQuery = (id: number, get?: Getter<RightsRequestDetail>) =>
  adminRecordQuery('rights-requests', requestPath(id), get);
export const useRightsRequest = (id: number) => useQuery(rightsRequestQuery(id));

function settled(queryClient: QueryClient, record: RightsRequestDetail) {
  queryClient.setQueryData(rightsRequestQuery(record.id).queryKey, record);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'rights-requests', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

export function useCreateRightsRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RightsRequestCreate) =>
      api.post<RightsRequestDetail>(adminApiRoutes.rightsRequests, body),
    onSuccess: (record) => settled(queryClient, record),
  });
}

export function useUpdateRightsRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RightsRequestPatch) => api.patch<RightsRequestDetail>(requestPath(id), body),
    onSuccess: (record) => settled(queryClient, record),
  });
}

/** Send the member their data (access) or erase their account (erasure; re-authentication). */
export function useRightsAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      updated_at,
      proved_addresses,
    }: {
      action: 'export' | 'erase';
      updated_at: string;
      /** The addresses the erasure preview showed: refused if they changed since. */
      proved_addresses?: string[];
    }) =>
      api.post<ActionAnswer>(
        apiPath(
          action === 'export'
            ? adminApiRoutes.rightsRequestExport
            : adminApiRoutes.rightsRequestErase,
          { id },
        ),
        action === 'erase' ? { updated_at, proved_addresses } : { updated_at },
      ),
    onSuccess: (answer) => settled(queryClient, answer.request),
  });
}

/**
 * What erasing the matched member removes by address, and which proved address matched each
 * record (decision 0074): read fresh each time staff are about to erase.
 */
export function erasurePreviewQuery(id: number, get: Getter<ErasurePreview> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'rights-requests', 'erasure-preview', id] as const,
    queryFn: ({ signal }) =>
      get(apiPath(adminApiRoutes.rightsRequestErasurePreview, { id }), signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
export const useErasurePreview = (id: number) => useQuery(erasurePreviewQuery(id));

export function equalityQuery(get: Getter<EqualityReport> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'equality'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.equality, signal),
  });
}
export const useEquality = () => useQuery(equalityQuery());
