// Equality data's API (admins; decision 0064): answers in aggregate only, small counts
// suppressed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { equalityReport } from '@techgold/contracts/admin/equality';
import { admin } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const equalityAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'equality'>> = async (
  app,
  { equality },
) => {
  app.get(
    adminApiRoutes.equality,
    { config: admin, schema: { response: { 200: equalityReport } } },
    () => equality.report(),
  );
};

export default equalityAdminRoutes;
