// The quotes' API (editors and admins).
// Tags, calls to action and quotes are all on public pages (news, employers, the home page's
// quotes and calls to action): every write empties the anonymous cache and the services' short
// caches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminQuote,
  adminQuotesPage,
  adminQuotesQuery,
  quoteCreate,
  quotePatch,
} from '@techgold/contracts/admin/quotes';
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const quotesAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'quotes'>> = async (
  app,
  { quotes },
) => {
  app.get(
    adminApiRoutes.quotes,
    {
      config: staff,
      schema: { querystring: adminQuotesQuery, response: { 200: adminQuotesPage } },
    },
    (request) => quotes.list(request.query),
  );
  app.get(
    adminApiRoutes.quote,
    { config: staff, schema: { params, response: { 200: adminQuote } } },
    (request) => quotes.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.quotes,
    { config: publicWrite, schema: { body: quoteCreate, response: { 201: adminQuote } } },
    async (request, reply) =>
      reply.code(201).send(await quotes.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.quote,
    { config: publicWrite, schema: { params, body: quotePatch, response: { 200: adminQuote } } },
    async (request) => quotes.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.quote,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await quotes.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default quotesAdminRoutes;
