// Backups (admins; decision 0072): the list with the run under way, "Back up now", and the
// re-authentication check before a download (the archive holds every member's data and the
// signing keys, so the server asks for the password again).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { backupStartAnswer, backupsOverview } from '@techgold/contracts/admin/backups';
import { adminMessages } from '@techgold/contracts/admin/common';
import { type reauthStatus } from '@techgold/contracts/admin/reauth';
import type { z } from 'zod';
import { api, ApiRequestError } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export type BackupsOverview = z.output<typeof backupsOverview>;
type Started = z.output<typeof backupStartAnswer>;

const running = (overview: BackupsOverview | undefined) =>
  overview?.run !== null &&
  overview?.run !== undefined &&
  !['done', 'failed'].includes(overview.run.phase);

export function backupsQuery(get: Getter<BackupsOverview> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'backups'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.backups, signal),
    staleTime: 0,
    // While a backup runs, its progress is read again every second.
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });
}

export const useBackups = () => useQuery(backupsQuery());
export const backupRunning = running;

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Started>(adminApiRoutes.backupsRun),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'backups'] }),
  });
}

export const backupDownloadPath = (file: string) =>
  apiPath(adminApiRoutes.backupDownload, { file });

/** Throws the server's reauth_required refusal unless the password was entered lately. */
export async function requireRecentReauth(): Promise<void> {
  const status = await api.get<z.output<typeof reauthStatus>>(adminApiRoutes.reauth);
  const until = status.reauthenticated_until;
  if (!until || Date.parse(until) < Date.now() + 30_000)
    throw new ApiRequestError(403, adminMessages.reauthRequired, {}, undefined, {
      reauthRequired: true,
    });
}
