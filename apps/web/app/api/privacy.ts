// The privacy page's reads and writes (decision 0064):
// - GET /api/account/privacy: the member's latest data exports (asked again while one is
//   being made);
// - GET /api/account/privacy/export/{id}: a ready copy, from the page;
// - POST /api/account/privacy/export: ask for a copy of their data (a job makes it);
// - POST /api/account/privacy/delete: delete the account after the grace period.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type {
  DeleteAccountBody,
  DeleteAccountResponse,
  ExportSummary,
  PrivacyOverview,
} from '@techgold/contracts/privacy';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export const privacyKey = ['privacy'] as const;

/** While a copy is being made the page asks again this often, so it updates by itself. */
export const EXPORT_POLL_MS = 2000;

export function privacyQuery(get: Getter<PrivacyOverview> = api.get) {
  return queryOptions({
    queryKey: privacyKey,
    queryFn: ({ signal }) => get(memberApiRoutes.privacy, signal),
    refetchInterval: (query) =>
      query.state.data?.exports[0]?.status === 'pending' ? EXPORT_POLL_MS : false,
  });
}

/** The privacy page's own download of one ready copy (signed in, within its lifetime). */
export const exportFilePath = (id: number) =>
  memberApiRoutes.privacyExportFile.replace(':id', encodeURIComponent(String(id)));

export const usePrivacy = () => useQuery(privacyQuery());

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; export: ExportSummary }>(memberApiRoutes.privacyExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api.post<DeleteAccountResponse>(memberApiRoutes.privacyDelete, body),
  });
}

/** The emailed link's download: the API path for one export and its token. */
export const exportDownloadPath = (id: string, token: string) =>
  memberApiRoutes.privacyExportDownload
    .replace(':id', encodeURIComponent(id))
    .replace(':token', encodeURIComponent(token));
