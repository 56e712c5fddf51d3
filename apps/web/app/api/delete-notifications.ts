// DELETE /api/notifications/{id} and DELETE /api/notifications: dismiss one or all of the
// member's unread notifications. The header's list is the user record's, so both reload it
// before they count as done (the panel then moves focus within the new list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import { refreshUser } from './get-user';

/** `mutate(id)` dismisses one; `mutate(null)` dismisses them all. */
export function useDismissNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api.delete(
        id === null ? memberApiRoutes.notifications : apiPath(memberApiRoutes.notification, { id }),
      ),
    onSuccess: () => refreshUser(queryClient),
  });
}
