// Rights requests' API (admins; decision 0064): data-protection requests received by email or
// post, the copy of a member's data, and erasure (reauth) after its preview (decision 0074).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  erasurePreview,
  rightsActionBody,
  rightsActionResponse,
  rightsEraseBody,
  rightsRequestCreate,
  rightsRequestDetail,
  rightsRequestPatch,
  rightsRequestsPage,
  rightsRequestsQuery,
} from '@techgold/contracts/admin/rights-requests';
import { callerOf } from '../caller.ts';
import { admin, adminReauth, params } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const rightsRequestsAdminRoutes: FastifyPluginAsyncZod<
  Pick<AdminService, 'rightsRequests'>
> = async (app, { rightsRequests }) => {
  app.get(
    adminApiRoutes.rightsRequests,
    {
      config: admin,
      schema: { querystring: rightsRequestsQuery, response: { 200: rightsRequestsPage } },
    },
    (request) => rightsRequests.list(request.query),
  );
  app.post(
    adminApiRoutes.rightsRequests,
    {
      config: admin,
      schema: { body: rightsRequestCreate, response: { 201: rightsRequestDetail } },
    },
    async (request, reply) =>
      reply.code(201).send(await rightsRequests.create(await callerOf(request), request.body)),
  );
  app.get(
    adminApiRoutes.rightsRequest,
    { config: admin, schema: { params, response: { 200: rightsRequestDetail } } },
    (request) => rightsRequests.detail(request.params.id),
  );
  app.patch(
    adminApiRoutes.rightsRequest,
    {
      config: admin,
      schema: { params, body: rightsRequestPatch, response: { 200: rightsRequestDetail } },
    },
    async (request) =>
      rightsRequests.update(await callerOf(request), request.params.id, request.body),
  );
  app.post(
    adminApiRoutes.rightsRequestExport,
    {
      config: adminReauth,
      schema: { params, body: rightsActionBody, response: { 202: rightsActionResponse } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await rightsRequests.sendExport(
            await callerOf(request),
            request.params.id,
            request.body.updated_at,
          ),
        ),
  );
  app.post(
    adminApiRoutes.rightsRequestErase,
    {
      config: adminReauth,
      schema: { params, body: rightsEraseBody, response: { 200: rightsActionResponse } },
    },
    async (request) =>
      rightsRequests.erase(
        await callerOf(request),
        request.params.id,
        request.body.updated_at,
        request.body.proved_addresses,
      ),
  );
  app.get(
    adminApiRoutes.rightsRequestErasurePreview,
    { config: admin, schema: { params, response: { 200: erasurePreview } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return rightsRequests.erasurePreview(request.params.id);
    },
  );
};

export default rightsRequestsAdminRoutes;
