// DELETE /api/notifications/{id} and DELETE /api/notifications: dismiss one or all of the
// member's unread notifications. The header's list is the user record's, so both reload it
// before they count as done (the panel then moves focus within the new list), and the
// notification centre's history, which shows them read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import { refreshUser } from './get-user';
import { historyKey } from './notification-history';

/** `mutate(id)` dismisses one; `mutate(null)` dismisses them all. */
export function useDismissNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api.delete(
        id === null ? memberApiRoutes.notifications : apiPath(memberApiRoutes.notification, { id }),
      ),
    onSuccess: () =>
      Promise.all([
        refreshUser(queryClient),
        // The notification centre shows them as read now.
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}
