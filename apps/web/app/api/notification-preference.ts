// POST / DELETE /api/user/notifications/preference/{id}: switch a notification type on or off.
// The switch lives in the user record (notification_types[].active): the change is written
// into the cached record at once (onMutate), put back if the server refuses, and the record is
// reloaded after the server agrees.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import { optimisticUserEdit, refreshUser } from './get-user';

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
    ...optimisticUserEdit(queryClient, (user, { id, active }: PreferenceChange) => ({
      ...user,
      notification_types: user.notification_types.map((t) => (t.id === id ? { ...t, active } : t)),
    })),
    onSuccess: () => refreshUser(queryClient),
  });
}
