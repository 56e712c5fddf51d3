// POST / DELETE /api/user/notifications/preference/{id}: switch a notification type on or off.
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';

export function setNotificationPreference(id: number, active: boolean) {
  const path = apiPath(memberApiRoutes.notificationPreference, { id });
  return active ? api.post(path) : api.delete(path);
}
