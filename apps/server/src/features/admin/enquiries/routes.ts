// The enquiries inbox's API (editors and admins): the list, an enquiry, its status and
// assignee, notes, replies emailed to the enquirer (decision 0093), and bulk assign and close
// (decision 0094).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkAssignBody, bulkBody, bulkResult } from '@techgold/contracts/admin/bulk';
import {
  enquiriesPage,
  enquiriesQuery,
  enquiryDetail,
  enquiryNote,
  enquiryNoteBody,
  enquiryPatch,
  enquiryReplyBody,
} from '@techgold/contracts/admin/enquiries';
import { idempotencyKeyOf } from '../../../lib/idempotency.ts';
import { callerOf } from '../caller.ts';
import { params, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const enquiriesAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'enquiries'>> = async (
  app,
  { enquiries },
) => {
  app.get(
    adminApiRoutes.enquiries,
    { config: staff, schema: { querystring: enquiriesQuery, response: { 200: enquiriesPage } } },
    (request) => enquiries.list(request.query, request.member.id),
  );
  app.get(
    adminApiRoutes.enquiry,
    { config: staff, schema: { params, response: { 200: enquiryDetail } } },
    (request) => enquiries.detail(request.params.id),
  );
  app.patch(
    adminApiRoutes.enquiry,
    { config: staff, schema: { params, body: enquiryPatch, response: { 200: enquiryDetail } } },
    async (request) => enquiries.update(await callerOf(request), request.params.id, request.body),
  );
  app.post(
    adminApiRoutes.enquiryNotes,
    { config: staff, schema: { params, body: enquiryNoteBody, response: { 201: enquiryNote } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await enquiries.addNote(await callerOf(request), request.params.id, request.body.body),
        ),
  );

  app.post(
    adminApiRoutes.enquiryReplies,
    {
      config: staff,
      schema: { params, body: enquiryReplyBody, response: { 201: enquiryNote } },
    },
    async (request, reply) => {
      const sent = await enquiries.reply(
        await callerOf(request),
        request.params.id,
        request.body.body,
        idempotencyKeyOf(request),
      );
      // A retry of a reply already sent: the same answer, and no second email.
      if (sent.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(sent.note);
    },
  );
  app.post(
    adminApiRoutes.enquiriesBulkAssign,
    { config: staff, schema: { body: bulkAssignBody, response: { 200: bulkResult } } },
    async (request) =>
      enquiries.bulkAssign(await callerOf(request), request.body.ids, request.body.assignee_id),
  );
  app.post(
    adminApiRoutes.enquiriesBulkClose,
    { config: staff, schema: { body: bulkBody, response: { 200: bulkResult } } },
    async (request) => enquiries.bulkClose(await callerOf(request), request.body.ids),
  );
};

export default enquiriesAdminRoutes;
