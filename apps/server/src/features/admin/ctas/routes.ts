// The calls to action's API (editors and admins).
// Tags, calls to action and quotes are all on public pages (news, employers, the home page's
// quotes and calls to action): every write empties the anonymous cache and the services' short
// caches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminCta,
  adminCtasPage,
  adminCtasQuery,
  ctaCreate,
  ctaPatch,
} from '@techgold/contracts/admin/ctas';
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const ctasAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'ctas'>> = async (
  app,
  { ctas },
) => {
  app.get(
    adminApiRoutes.ctas,
    { config: staff, schema: { querystring: adminCtasQuery, response: { 200: adminCtasPage } } },
    (request) => ctas.list(request.query),
  );
  app.get(
    adminApiRoutes.cta,
    { config: staff, schema: { params, response: { 200: adminCta } } },
    (request) => ctas.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.ctas,
    { config: publicWrite, schema: { body: ctaCreate, response: { 201: adminCta } } },
    async (request, reply) =>
      reply.code(201).send(await ctas.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.cta,
    { config: publicWrite, schema: { params, body: ctaPatch, response: { 200: adminCta } } },
    async (request) => ctas.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.cta,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await ctas.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default ctasAdminRoutes;
