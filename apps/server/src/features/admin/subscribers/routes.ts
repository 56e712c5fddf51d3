// Newsletter subscribers' API (editors and admins; the CSV export is an admin's, with reauth):
// the list with consent records, the export, and bulk removal (decision 0094).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkBody, bulkResult } from '@techgold/contracts/admin/bulk';
import { adminSubscribersPage, adminSubscribersQuery } from '@techgold/contracts/admin/subscribers';
import { requireRole } from '../../../plugins/access.ts';
import { callerOf } from '../caller.ts';
import { staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const subscribersAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'subscribers'>> = async (
  app,
  { subscribers },
) => {
  app.get(
    adminApiRoutes.subscribers,
    {
      config: staff,
      schema: { querystring: adminSubscribersQuery, response: { 200: adminSubscribersPage } },
    },
    (request) => subscribers.list(request.query),
  );
  app.post(
    adminApiRoutes.subscribersExport,
    // Personal data leaving in bulk: the password again first (decision 0076).
    { config: { access: requireRole('admin'), reauth: true } },
    async (request, reply) => {
      const csv = await subscribers.exportConfirmed(await callerOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    adminApiRoutes.subscribersBulkRemove,
    { config: staff, schema: { body: bulkBody, response: { 200: bulkResult } } },
    async (request) => subscribers.remove(await callerOf(request), request.body.ids),
  );
};

export default subscribersAdminRoutes;
