// The notification centre (/notifications): GET /api/notifications/history, a page of the
// member's notifications read and unread; POST / DELETE /api/notifications/{id}/read to mark
// one read or unread again; POST / DELETE /api/user/notifications/email for the weekly email.
// Read is what the bell calls dismissed, so a change here reloads the user record (the bell's
// list) and a dismissal in the bell reloads the history (delete-notifications.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type {
  NotificationHistory,
  NotificationShow,
} from '@techgold/contracts/notification-centre';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import { optimisticUserEdit, refreshUser } from './get-user';

export const historyKey = ['notification-history'] as const;

export type HistoryParams = {
  show: NotificationShow;
  offset: number;
};

export function notificationHistoryQuery(
  params: HistoryParams,
  get: Getter<NotificationHistory> = api.get,
) {
  return queryOptions({
    queryKey: [...historyKey, params.show, params.offset] as const,
    queryFn: ({ signal }) => get(withQuery(memberApiRoutes.notificationHistory, params), signal),
  });
}

export const useNotificationHistory = (params: HistoryParams) =>
  useQuery(notificationHistoryQuery(params));

/** `mutate({ id, read })`: read takes it out of the bell, unread puts it back. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => {
      const path = apiPath(memberApiRoutes.notificationRead, { id });
      return read ? api.post(path) : api.delete(path);
    },
    onSuccess: () =>
      Promise.all([
        refreshUser(queryClient),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/**
 * The weekly email's switch (the user record's alerts_preference), optimistic like the
 * in-app switches (notification-preference.ts).
 */
export function useEmailAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on
        ? api.post(memberApiRoutes.notificationEmail)
        : api.delete(memberApiRoutes.notificationEmail),
    ...optimisticUserEdit(queryClient, (user, on: boolean) => ({
      ...user,
      alerts_preference: on,
    })),
    onSuccess: () => refreshUser(queryClient),
  });
}
