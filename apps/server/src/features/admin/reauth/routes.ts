// Re-authentication's API (every staff member; decision 0076): until when this session may do
// sensitive actions, and entering the password again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { reauthBody, reauthResponse, reauthStatus } from '@techgold/contracts/admin/reauth';
import { callerOf } from '../caller.ts';
import { staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const reauthAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'reauth'>> = async (
  app,
  { reauth },
) => {
  app.get(
    adminApiRoutes.reauth,
    { config: staff, schema: { response: { 200: reauthStatus } } },
    async (request) => reauth.status(await callerOf(request)),
  );
  app.post(
    adminApiRoutes.reauth,
    { config: staff, schema: { body: reauthBody, response: { 200: reauthResponse } } },
    async (request) => reauth.reauthenticate(await callerOf(request), request.body.password),
  );
};

export default reauthAdminRoutes;
