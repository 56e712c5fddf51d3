// The staff console's API (decision 0061). Admins manage members, staff roles and pending
// reviews and read the audit log; editors and admins work the enquiries inbox. The sensitive
// actions (`reauth` in their config) also need the password entered within 15 minutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  approveBody,
  rejectBody,
  reviewsPage,
  reviewsQuery,
} from '@techgold/contracts/admin/reviews';
import {
  domainBody,
  organisationCreate,
  organisationDetail,
  organisationPatch,
  organisationTagsBody,
  organisationsPage,
  organisationsQuery,
  signupDomain,
} from '@techgold/contracts/admin/organisations';
import { adminOptions } from '@techgold/contracts/admin/options';
import { auditPage, auditQuery } from '@techgold/contracts/admin/audit';
import { dashboardCounts } from '@techgold/contracts/admin/dashboard';
import {
  enquiriesPage,
  enquiriesQuery,
  enquiryDetail,
  enquiryNote,
  enquiryNoteBody,
  enquiryPatch,
  enquiryReplyBody,
} from '@techgold/contracts/admin/enquiries';
import {
  memberDetail,
  memberPatch,
  membersPage,
  membersQuery,
  messageResponse,
} from '@techgold/contracts/admin/members';
import { reauthBody, reauthResponse, reauthStatus } from '@techgold/contracts/admin/reauth';
import { staffPage, staffQuery, staffRoleBody } from '@techgold/contracts/admin/staff';
import { versionBody } from '@techgold/contracts/admin/common';
import { equalityReport } from '@techgold/contracts/admin/equality';
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
import {
  outboxIdParams,
  outboxPage,
  outboxQuery,
  outboxResendResponse,
} from '@techgold/contracts/admin/outbox';
import {
  courseLookup,
  courseLookupQuery,
  employerLookup,
  lookupQuery,
  memberLookup,
  providerLookup,
} from '@techgold/contracts/admin/options';
import {
  bulkApproveBody,
  bulkAssignBody,
  bulkBody,
  bulkRejectBody,
  bulkResult,
} from '@techgold/contracts/admin/bulk';
import { requireRole } from '../../plugins/access.ts';
import { grantsPermission } from './reauth/hook.ts';
import { callerOf } from './caller.ts';
import contentRoutes from './content-routes.ts';
import { dashboardTrends } from '@techgold/contracts/admin/dashboard';
import type { AdminService } from './service.ts';

// A malformed id is a 404 like an unknown one, decided by the service.
const params = z.object({ id: z.string().max(20) });
const admin = { access: requireRole('admin') };
const staff = { access: 'staff' as const };
/** Admins, with the password entered in the last 15 minutes (reauth/hook.ts, decision 0076). */
const adminReauth = { ...admin, reauth: true as const };

const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin: services },
) => {
  const {
    audit,
    dashboard,
    options,
    reauth,
    members,
    reviews,
    enquiries,
    organisations,
    rightsRequests,
    equality,
  } = services;

  app.get(
    adminApiRoutes.dashboard,
    { config: staff, schema: { response: { 200: dashboardCounts } } },
    () => dashboard.counts(),
  );

  app.get(
    adminApiRoutes.dashboardTrends,
    { config: staff, schema: { response: { 200: dashboardTrends } } },
    () => dashboard.trends(),
  );

  app.get(
    adminApiRoutes.audit,
    { config: admin, schema: { querystring: auditQuery, response: { 200: auditPage } } },
    (request) => audit.list(request.query),
  );

  // The same filtered log as a file, in the page's words; read page by page as it streams.
  app.get(
    adminApiRoutes.auditCsv,
    { config: admin, schema: { querystring: auditQuery } },
    (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(audit.csv(request.query));
    },
  );

  // ---- The mail outbox (admins: recipients are personal data) ----------------------------
  app.get(
    adminApiRoutes.outbox,
    { config: admin, schema: { querystring: outboxQuery, response: { 200: outboxPage } } },
    (request) => services.outbox.list(request.query),
  );
  app.post(
    adminApiRoutes.outboxResend,
    {
      config: admin,
      schema: { params: outboxIdParams, response: { 200: outboxResendResponse } },
    },
    async (request) => services.outbox.resend(await callerOf(request), request.params.id),
  );

  app.get(
    adminApiRoutes.reauth,
    { config: staff, schema: { response: { 200: reauthStatus } } },
    async (request) => reauth.status(await callerOf(request)),
  );
  app.post(
    adminApiRoutes.reauth,
    { config: staff, schema: { body: reauthBody, response: { 200: reauthResponse } } },
    async (request) => reauth.reauthenticate(await callerOf(request), request.body.password),
  );

  // ---- Members and staff (admins) ---------------------------------------------------------
  app.get(
    adminApiRoutes.members,
    { config: admin, schema: { querystring: membersQuery, response: { 200: membersPage } } },
    (request) => members.list(request.query),
  );
  app.get(
    adminApiRoutes.member,
    { config: admin, schema: { params, response: { 200: memberDetail } } },
    (request) => members.detail(request.params.id),
  );
  app.patch(
    adminApiRoutes.member,
    {
      config: { ...admin, reauth: grantsPermission },
      schema: { params, body: memberPatch, response: { 200: memberDetail } },
    },
    async (request) => members.update(await callerOf(request), request.params.id, request.body),
  );
  for (const [path, status] of [
    [adminApiRoutes.memberDisable, 'disabled'],
    [adminApiRoutes.memberEnable, 'active'],
  ] as const) {
    app.post(
      path,
      {
        config: adminReauth,
        schema: { params, body: versionBody, response: { 200: memberDetail } },
      },
      async (request) =>
        members.setStatus(
          await callerOf(request),
          request.params.id,
          status,
          request.body.updated_at,
        ),
    );
  }
  app.post(
    adminApiRoutes.memberSetPasswordLink,
    { config: admin, schema: { params, response: { 202: messageResponse } } },
    async (request, reply) =>
      reply
        .code(202)
        .send(await members.sendSetPasswordLink(await callerOf(request), request.params.id)),
  );
  app.get(
    adminApiRoutes.staff,
    { config: admin, schema: { querystring: staffQuery, response: { 200: staffPage } } },
    (request) => members.staff(request.query),
  );
  app.patch(
    adminApiRoutes.staffRole,
    {
      config: adminReauth,
      schema: { params, body: staffRoleBody, response: { 200: memberDetail } },
    },
    async (request) =>
      members.setStaffRole(
        await callerOf(request),
        request.params.id,
        request.body.staff_role,
        request.body.updated_at,
      ),
  );

  // ---- Pending review (admins) ------------------------------------------------------------
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

  // ---- Organisations and sign-up domains (admins; domain changes need reauth) -------------
  const orgParams = z.object({ kind: z.string().max(20), id: z.string().max(20) });
  app.get(
    adminApiRoutes.organisations,
    {
      config: admin,
      schema: { querystring: organisationsQuery, response: { 200: organisationsPage } },
    },
    (request) => organisations.list(request.query),
  );
  app.get(
    adminApiRoutes.organisation,
    { config: admin, schema: { params: orgParams, response: { 200: organisationDetail } } },
    (request) => organisations.detail(request.params.kind, request.params.id),
  );
  // Creating or deleting one changes the directories (and their kept totals) too.
  const adminPublicWrite = { ...admin, changesPublicContent: true };
  app.post(
    adminApiRoutes.organisations,
    {
      config: adminPublicWrite,
      schema: { body: organisationCreate, response: { 201: organisationDetail } },
    },
    async (request, reply) =>
      reply.code(201).send(await organisations.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.organisation,
    {
      config: admin,
      schema: { params: orgParams, body: organisationPatch, response: { 200: organisationDetail } },
    },
    async (request) => {
      const { organisation, changed } = await organisations.update(
        await callerOf(request),
        request.params.kind,
        request.params.id,
        request.body,
      );
      // Hidden, shown or renamed: public pages and member lists change (decision 0063), so
      // the anonymous cache empties before the answer leaves, as profile saves do.
      if (changed) await app.anonCache.contentChanged();
      return organisation;
    },
  );
  app.delete(
    adminApiRoutes.organisation,
    // Its sign-up domains go with it.
    { config: { ...adminPublicWrite, reauth: true }, schema: { params: orgParams } },
    async (request, reply) => {
      await organisations.remove(await callerOf(request), request.params.kind, request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    adminApiRoutes.organisationTags,
    {
      config: admin,
      schema: {
        params: orgParams,
        body: organisationTagsBody,
        response: { 200: organisationDetail },
      },
    },
    async (request) =>
      organisations.setTags(
        await callerOf(request),
        request.params.kind,
        request.params.id,
        request.body.tag_ids,
      ),
  );
  app.post(
    adminApiRoutes.organisationDomains,
    {
      config: adminReauth,
      schema: { params: orgParams, body: domainBody, response: { 201: signupDomain } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await organisations.addDomain(
            await callerOf(request),
            request.params.kind,
            request.params.id,
            request.body.domain,
          ),
        ),
  );
  app.delete(
    adminApiRoutes.organisationDomain,
    { config: adminReauth, schema: { params: orgParams.extend({ domainId: z.string().max(20) }) } },
    async (request, reply) => {
      await organisations.removeDomain(
        await callerOf(request),
        request.params.kind,
        request.params.id,
        request.params.domainId,
      );
      return reply.code(204).send();
    },
  );

  // ---- Choices for the console's selects (editors assign enquiries; admins the rest) ------
  app.get(
    adminApiRoutes.options,
    { config: staff, schema: { response: { 200: adminOptions } } },
    () => options.all(),
  );
  // The pickers' look-ups (decision 0095): staff, as the selects they replace. Reads only,
  // like the console's other lists, so no rate limit (the console's limits are on writes
  // and sign-in); the page size is capped by the schema.
  app.get(
    adminApiRoutes.optionsEmployers,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: employerLookup } } },
    (request) => options.employers(request.query),
  );
  app.get(
    adminApiRoutes.optionsProviders,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: providerLookup } } },
    (request) => options.providers(request.query),
  );
  app.get(
    adminApiRoutes.optionsCourses,
    { config: staff, schema: { querystring: courseLookupQuery, response: { 200: courseLookup } } },
    (request) => options.courses(request.query),
  );
  // Editors find active members to issue a badge to, as GET /api/admin/credential-members.
  app.get(
    adminApiRoutes.optionsMembers,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: memberLookup } } },
    (request) => options.members(request.query),
  );

  // ---- Enquiries (editors and admins) ----------------------------------------------------
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
    async (request, reply) =>
      reply
        .code(201)
        .send(await enquiries.reply(await callerOf(request), request.params.id, request.body.body)),
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

  // ---- Rights requests and equality data (admins; decision 0064) --------------------------
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
  app.get(
    adminApiRoutes.equality,
    { config: admin, schema: { response: { 200: equalityReport } } },
    () => equality.report(),
  );
  // ---- Content: courses, events… (part 2, decision 0066) ---------------------------------
  await app.register(contentRoutes, { admin: services });
};

export default adminRoutes;
