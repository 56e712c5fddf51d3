// The mail outbox's API (admins: recipients are personal data): the list and sending a failed
// mail again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  outboxIdParams,
  outboxPage,
  outboxQuery,
  outboxResendResponse,
} from '@techgold/contracts/admin/outbox';
import { callerOf } from '../caller.ts';
import { admin } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const outboxAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'outbox'>> = async (
  app,
  { outbox },
) => {
  app.get(
    adminApiRoutes.outbox,
    { config: admin, schema: { querystring: outboxQuery, response: { 200: outboxPage } } },
    (request) => outbox.list(request.query),
  );
  app.post(
    adminApiRoutes.outboxResend,
    {
      config: admin,
      schema: { params: outboxIdParams, response: { 200: outboxResendResponse } },
    },
    async (request) => outbox.resend(await callerOf(request), request.params.id),
  );
};

export default outboxAdminRoutes;
