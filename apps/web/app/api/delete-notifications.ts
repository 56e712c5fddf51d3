// DELETE /api/notifications/{id} and DELETE /api/notifications: dismiss one or all of the
// member's unread notifications. The header's list is the user record's, so both reload it.
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';

export const dismissNotification = (id: number) =>
  api.delete(apiPath(memberApiRoutes.notification, { id }));

export const dismissAllNotifications = () => api.delete(memberApiRoutes.notifications);
