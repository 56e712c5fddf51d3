// The tags' API (editors and admins).
// Tags, calls to action and quotes are all on public pages (news, employers, the home page's
// quotes and calls to action): every write empties the anonymous cache and the services' short
// caches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminTag,
  adminTagsPage,
  adminTagsQuery,
  tagCreate,
  tagPatch,
  tagDeleteQuery,
} from '@techgold/contracts/admin/tags';
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const tagsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'tags'>> = async (
  app,
  { tags },
) => {
  app.get(
    adminApiRoutes.tags,
    { config: staff, schema: { querystring: adminTagsQuery, response: { 200: adminTagsPage } } },
    (request) => tags.list(request.query),
  );
  app.get(
    adminApiRoutes.tag,
    { config: staff, schema: { params, response: { 200: adminTag } } },
    (request) => tags.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.tags,
    { config: publicWrite, schema: { body: tagCreate, response: { 201: adminTag } } },
    async (request, reply) =>
      reply.code(201).send(await tags.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.tag,
    { config: publicWrite, schema: { params, body: tagPatch, response: { 200: adminTag } } },
    async (request) => tags.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.tag,
    { config: publicWrite, schema: { params, querystring: tagDeleteQuery } },
    async (request, reply) => {
      const cascade = request.query.cascade === 'true';
      await tags.remove(await callerOf(request), request.params.id, cascade);
      return reply.code(204).send();
    },
  );
};

export default tagsAdminRoutes;
