// POST / DELETE /api/user/notifications/preference/{id}: switch a notification type on or off.
// The switch lives in the user record (notification_types[].active): the change is written
// into the cached record at once (onMutate), put back if the server refuses, and the record is
// reloaded after the server agrees.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { PageUser } from '@techgold/contracts/page-user';
import { api } from '~/lib/api-client';
import { refreshUser, userKey } from './get-user';

export interface PreferenceChange {
  id: number;
  active: boolean;
}

export function useNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: PreferenceChange) => {
      const path = apiPath(memberApiRoutes.notificationPreference, { id });
      return active ? api.post(path) : api.delete(path);
    },
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries({ queryKey: userKey, exact: true });
      const previous = queryClient.getQueryData<PageUser | null>(userKey);
      if (previous) {
        const next: PageUser = {
          ...previous,
          notification_types: previous.notification_types.map((t) =>
            t.id === id ? { ...t, active } : t,
          ),
        };
        queryClient.setQueryData(userKey, next);
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(userKey, context.previous);
    },
    onSuccess: () => refreshUser(queryClient),
  });
}
