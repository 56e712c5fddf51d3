// Public news for anonymous visitors (SPEC §7): GET /api/insights/public, GET /api/insight/public/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicInsightParams,
  publicInsightSchema,
  publicInsightsQuery,
  publicInsightsResponse,
} from '@techgold/contracts/insights';
import { createPublicInsightsService } from './service.ts';

// Nothing here depends on who asks, so shared caches may keep it briefly.
const CACHE = 'public, max-age=30, stale-while-revalidate=60';

const insightsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicInsightsService(app.database.db);

  app.get(
    '/api/insights/public',
    { schema: { querystring: publicInsightsQuery, response: { 200: publicInsightsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return service.list(request.query);
    },
  );

  app.get(
    '/api/insight/public/:id',
    { schema: { params: publicInsightParams, response: { 200: publicInsightSchema } } },
    async (request, reply) => {
      const insight = await service.get(request.params.id);
      reply.header('cache-control', CACHE);
      return insight;
    },
  );
};

export default insightsPublicRoutes;
