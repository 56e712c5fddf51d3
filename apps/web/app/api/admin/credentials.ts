// Credentials in the console (decisions 0066, 0068): the list of issued credentials, one
// credential, the badges to choose from, issuing one, revoking one with a reason, and a
// cohort from a CSV (check, then import). With a hosted platform the list says so and the
// writes are refused (409).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  AdminCredential,
  adminCredentialBadgesPage,
  adminCredentialsPage,
  credentialImportCheckResult,
  credentialImportResult,
  CredentialIssue,
} from '@techgold/contracts/admin/credentials';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type CredentialsPage = z.output<typeof adminCredentialsPage>;
export type BadgesPage = z.output<typeof adminCredentialBadgesPage>;
export type ImportCheck = z.output<typeof credentialImportCheckResult>;
export type ImportResult = z.output<typeof credentialImportResult>;
export type { AdminCredential };

export const credentialsQuery = (query: ListQuery, get?: Getter<CredentialsPage>) =>
  adminListQuery('credentials', adminApiRoutes.credentials, query, get);
export const useCredentials = (query: ListQuery) => useQuery(credentialsQuery(query));

const credentialPath = (id: number) => apiPath(adminApiRoutes.credential, { id });
export const credentialQuery = (id: number, get?: Getter<AdminCredential>) =>
  adminRecordQuery('credentials', credentialPath(id), get);
export const useCredential = (id: number) => useQuery(credentialQuery(id));

/** Every badge (there are a few dozen; the route pages at 100). */
export const badgesQuery = (get?: Getter<BadgesPage>) =>
  adminRecordQuery(
    'credential-badges',
    withQuery(adminApiRoutes.credentialBadges, { limit: 100 }),
    get,
  );
export const useBadges = () => useQuery(badgesQuery());

function settled(queryClient: QueryClient, record?: AdminCredential) {
  if (record) queryClient.setQueryData(credentialQuery(record.id).queryKey, record);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'credentials', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'credential-badges'] }),
  ]);
}

export function useIssueCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CredentialIssue) =>
      api.post<AdminCredential>(adminApiRoutes.credentials, body),
    onSuccess: (record) => settled(queryClient, record),
  });
}

export function useRevokeCredential(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<AdminCredential>(apiPath(adminApiRoutes.credentialRevoke, { id }), { reason }),
    onSuccess: (record) => settled(queryClient, record),
  });
}

export interface ImportFile {
  file_name: string;
  csv: string;
}

export const checkImport = (file: ImportFile) =>
  api.post<ImportCheck>(adminApiRoutes.credentialImportCheck, file);

export function useImportCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: ImportFile) => api.post<ImportResult>(adminApiRoutes.credentialImport, file),
    onSuccess: () => settled(queryClient),
  });
}

export type MemberChoice = { id: number; name: string; email: string };
