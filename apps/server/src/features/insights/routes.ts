// Insights (SPEC §7). Public news for anonymous visitors: GET /api/insights/public and
// GET /api/insight/public/{id}. The member list and authoring join here, on the same
// repository and list mapping.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  memberInsightSchema,
  memberInsightsQuery,
  memberInsightsResponse,
  publicInsightParams,
  publicInsightSchema,
  publicInsightsQuery,
  publicInsightsResponse,
} from '@techgold/contracts/insights';
import type { InsightsService } from './service.ts';

// Nothing here depends on who asks, so shared caches may keep it briefly.
const CACHE = 'public, max-age=30, stale-while-revalidate=60';

const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (
  app,
  { insights },
) => {
  app.get(
    apiRoutes.insightsPublic,
    {
      config: { access: 'public', anonCache: true },
      schema: { querystring: publicInsightsQuery, response: { 200: publicInsightsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return insights.listPublic(request.query);
    },
  );

  app.get(
    memberApiRoutes.insights,
    {
      config: { access: 'member' },
      schema: { querystring: memberInsightsQuery, response: { 200: memberInsightsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return insights.listForMember(request.member.id, request.query);
    },
  );

  app.get(
    memberApiRoutes.insight,
    {
      config: { access: 'member' },
      // A string: a malformed id is a 404 like an unknown one, decided by the service.
      schema: { params: z.object({ id: z.string() }), response: { 200: memberInsightSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return insights.getForMember(request.member.id, request.params.id);
    },
  );

  app.get(
    apiRoutes.insightPublic,
    {
      config: { access: 'public', anonCache: true },
      schema: { params: publicInsightParams, response: { 200: publicInsightSchema } },
    },
    async (request, reply) => {
      const insight = await insights.getPublic(request.params.id);
      reply.header('cache-control', CACHE);
      return insight;
    },
  );
};

export default insightsRoutes;
