// The staff API (admins): the staff list, and granting, changing or removing a staff role
// (reauth). The records are members' (members/service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { memberDetail } from '@techgold/contracts/admin/members';
import { staffPage, staffQuery, staffRoleBody } from '@techgold/contracts/admin/staff';
import { callerOf } from '../caller.ts';
import { admin, adminReauth, params } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const staffAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'members'>> = async (
  app,
  { members },
) => {
  app.get(
    adminApiRoutes.staff,
    { config: admin, schema: { querystring: staffQuery, response: { 200: staffPage } } },
    (request) => members.staff(request.query),
  );
  app.patch(
    adminApiRoutes.staffRole,
    {
      config: adminReauth,
      schema: { params, body: staffRoleBody, response: { 200: memberDetail } },
    },
    async (request) =>
      members.setStaffRole(
        await callerOf(request),
        request.params.id,
        request.body.staff_role,
        request.body.updated_at,
      ),
  );
};

export default staffAdminRoutes;
