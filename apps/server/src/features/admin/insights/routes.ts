// Insights moderation's API (editors and admins; decisions 0066, 0091): the list, one insight
// to read, unpublish and republish (each reason emailed to the author), feature, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkResult, bulkUnpublishBody } from '@techgold/contracts/admin/bulk';
import {
  adminInsightsPage,
  adminInsightsQuery,
  adminInsight,
  adminInsightDetail,
  featureBody,
  republishBody,
  unpublishBody,
} from '@techgold/contracts/admin/insights';
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const insightsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'insights'>> = async (
  app,
  { insights },
) => {
  app.get(
    adminApiRoutes.insights,
    {
      config: staff,
      schema: { querystring: adminInsightsQuery, response: { 200: adminInsightsPage } },
    },
    (request) => insights.list(request.query),
  );
  app.get(
    adminApiRoutes.insight,
    { config: staff, schema: { params, response: { 200: adminInsightDetail } } },
    (request) => insights.read(request.params.id),
  );
  app.post(
    adminApiRoutes.insightUnpublish,
    {
      config: publicWrite,
      schema: { params, body: unpublishBody, response: { 200: adminInsight } },
    },
    async (request) =>
      insights.unpublish(
        await callerOf(request),
        request.params.id,
        request.body.updated_at,
        request.body.reason,
      ),
  );
  app.post(
    adminApiRoutes.insightsBulkUnpublish,
    { config: publicWrite, schema: { body: bulkUnpublishBody, response: { 200: bulkResult } } },
    async (request) =>
      insights.bulkUnpublish(await callerOf(request), request.body.ids, request.body.reason),
  );
  app.post(
    adminApiRoutes.insightRepublish,
    {
      config: publicWrite,
      schema: { params, body: republishBody, response: { 200: adminInsight } },
    },
    async (request) =>
      insights.republish(
        await callerOf(request),
        request.params.id,
        request.body.updated_at,
        request.body.reason,
      ),
  );
  app.post(
    adminApiRoutes.insightFeature,
    { config: publicWrite, schema: { params, body: featureBody, response: { 200: adminInsight } } },
    async (request) =>
      insights.feature(
        await callerOf(request),
        request.params.id,
        request.body.updated_at,
        request.body.featured,
      ),
  );
  app.delete(
    adminApiRoutes.insight,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await insights.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default insightsAdminRoutes;
