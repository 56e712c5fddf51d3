// The audit log's API (admins; decision 0061): the filtered log, and the same as a CSV file
// (decision 0093).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { auditPage, auditQuery } from '@techgold/contracts/admin/audit';
import { admin } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const auditAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'audit'>> = async (
  app,
  { audit },
) => {
  app.get(
    adminApiRoutes.audit,
    { config: admin, schema: { querystring: auditQuery, response: { 200: auditPage } } },
    (request) => audit.list(request.query),
  );

  // The same filtered log as a file, in the page's words; read page by page as it streams.
  app.get(
    adminApiRoutes.auditCsv,
    { config: admin, schema: { querystring: auditQuery } },
    (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(audit.csv(request.query));
    },
  );
};

export default auditAdminRoutes;
