// Pending review's API (admins): sign-ups waiting for a decision, approved or rejected one at
// a time or in bulk (decision 0094).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkApproveBody, bulkRejectBody, bulkResult } from '@techgold/contracts/admin/bulk';
import { memberDetail } from '@techgold/contracts/admin/members';
import {
  approveBody,
  rejectBody,
  reviewsPage,
  reviewsQuery,
} from '@techgold/contracts/admin/reviews';
import { callerOf } from '../caller.ts';
import { admin, params } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const reviewsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'reviews'>> = async (
  app,
  { reviews },
) => {
  app.get(
    adminApiRoutes.reviews,
    { config: admin, schema: { querystring: reviewsQuery, response: { 200: reviewsPage } } },
    (request) => reviews.pending(request.query),
  );
  app.post(
    adminApiRoutes.reviewApprove,
    { config: admin, schema: { params, body: approveBody, response: { 200: memberDetail } } },
    async (request) => reviews.approve(await callerOf(request), request.params.id, request.body),
  );
  app.post(
    adminApiRoutes.reviewReject,
    { config: admin, schema: { params, body: rejectBody, response: { 200: memberDetail } } },
    async (request) => reviews.reject(await callerOf(request), request.params.id, request.body),
  );

  app.post(
    adminApiRoutes.reviewsBulkApprove,
    { config: admin, schema: { body: bulkApproveBody, response: { 200: bulkResult } } },
    async (request) => reviews.bulkApprove(await callerOf(request), request.body),
  );
  app.post(
    adminApiRoutes.reviewsBulkReject,
    { config: admin, schema: { body: bulkRejectBody, response: { 200: bulkResult } } },
    async (request) => reviews.bulkReject(await callerOf(request), request.body),
  );
};

export default reviewsAdminRoutes;
