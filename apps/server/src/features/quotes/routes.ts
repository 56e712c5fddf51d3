// GET /api/quotes?page=home
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { quotesQuery, quotesResponse } from '@techgold/contracts/quotes';
import type { QuotesService } from './service.ts';

const quotesRoutes: FastifyPluginAsyncZod<{ quotes: QuotesService }> = async (app, { quotes }) => {
  app.get(
    apiRoutes.quotes,
    {
      config: { access: 'public', anonCache: true },
      schema: { querystring: quotesQuery, response: { 200: quotesResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      return { quotes: await quotes.forPage(request.query.page) };
    },
  );
};

export default quotesRoutes;
