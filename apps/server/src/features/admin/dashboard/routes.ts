// The console dashboard's API (editors and admins): the counts that need a person and the
// twelve-week trends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { dashboardCounts, dashboardTrends } from '@techgold/contracts/admin/dashboard';
import { staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const dashboardAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'dashboard'>> = async (
  app,
  { dashboard },
) => {
  app.get(
    adminApiRoutes.dashboard,
    { config: staff, schema: { response: { 200: dashboardCounts } } },
    () => dashboard.counts(),
  );

  app.get(
    adminApiRoutes.dashboardTrends,
    { config: staff, schema: { response: { 200: dashboardTrends } } },
    () => dashboard.trends(),
  );
};

export default dashboardAdminRoutes;
