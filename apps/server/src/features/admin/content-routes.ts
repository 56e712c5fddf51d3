// The staff console's content API (back office part 2, decision 0066): editors and admins
// keep courses and events true. Every change is audited in its transaction (services), and a
// change visitors can see is marked `changesPublicContent`, so the anonymous page cache and
// the in-process caches (the finder's facets and counts) are emptied before the answer leaves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminCourseDetail,
  adminCoursesPage,
  adminCoursesQuery,
  courseCreate,
  courseOptions,
  coursePatch,
} from '@techgold/contracts/admin/courses';
import {
  adminEventDetail,
  adminEventsPage,
  adminEventsQuery,
  eventCreate,
  eventPatch,
  eventSyncReport,
} from '@techgold/contracts/admin/events';
import { adminSubscribersPage, adminSubscribersQuery } from '@techgold/contracts/admin/subscribers';
import {
  adminInsightsPage,
  adminInsightsQuery,
  adminInsight,
  adminInsightDetail,
  featureBody,
  republishBody,
  unpublishBody,
} from '@techgold/contracts/admin/insights';
import {
  adminTag,
  adminTagsPage,
  adminTagsQuery,
  tagCreate,
  tagPatch,
  tagDeleteQuery,
} from '@techgold/contracts/admin/tags';
import {
  adminCta,
  adminCtasPage,
  adminCtasQuery,
  ctaCreate,
  ctaPatch,
} from '@techgold/contracts/admin/ctas';
import {
  adminQuote,
  adminQuotesPage,
  adminQuotesQuery,
  quoteCreate,
  quotePatch,
} from '@techgold/contracts/admin/quotes';
import {
  adminCredential,
  adminCredentialsPage,
  adminCredentialsQuery,
  credentialIssue,
  credentialRevoke,
  adminCredentialBadgesPage,
  adminCredentialBadgesQuery,
  adminCredentialMembers,
  adminCredentialMembersQuery,
  credentialImportBody,
  credentialImportCheckResult,
  credentialImportResult,
} from '@techgold/contracts/admin/credentials';
import { CREDENTIAL_IMPORT_MAX_BYTES } from '@techgold/contracts/admin/credentials';
import { versionBody } from '@techgold/contracts/admin/common';
import {
  bulkBody,
  bulkResult,
  bulkRevokeBody,
  bulkUnpublishBody,
} from '@techgold/contracts/admin/bulk';
import { requireRole } from '../../plugins/access.ts';
import { callerOf } from './caller.ts';
import type { AdminService } from './service.ts';

const params = z.object({ id: z.string().max(20) });
const staff = { access: 'staff' as const };
const publicWrite = { access: 'staff' as const, changesPublicContent: true };

const contentRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin: services },
) => {
  const { courses, events, eventsSync, subscribers, insights, tags, ctas, quotes } = services;
  const credentials = services.credentials;

  // ---- Courses ---------------------------------------------------------------------------
  app.get(
    adminApiRoutes.courses,
    {
      config: staff,
      schema: { querystring: adminCoursesQuery, response: { 200: adminCoursesPage } },
    },
    (request) => courses.list(request.query),
  );
  app.get(
    adminApiRoutes.courseOptions,
    { config: staff, schema: { response: { 200: courseOptions } } },
    () => courses.options(),
  );
  app.get(
    adminApiRoutes.course,
    { config: staff, schema: { params, response: { 200: adminCourseDetail } } },
    (request) => courses.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.courses,
    { config: publicWrite, schema: { body: courseCreate, response: { 201: adminCourseDetail } } },
    async (request, reply) =>
      reply.code(201).send(await courses.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.course,
    {
      config: publicWrite,
      schema: { params, body: coursePatch, response: { 200: adminCourseDetail } },
    },
    async (request) => courses.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.course,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await courses.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---- Events ----------------------------------------------------------------------------
  // Events are for members only: their pages are never in the anonymous cache.
  app.get(
    adminApiRoutes.events,
    {
      config: staff,
      schema: { querystring: adminEventsQuery, response: { 200: adminEventsPage } },
    },
    (request) => events.list(request.query),
  );
  app.get(
    adminApiRoutes.event,
    { config: staff, schema: { params, response: { 200: adminEventDetail } } },
    (request) => events.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.events,
    { config: staff, schema: { body: eventCreate, response: { 201: adminEventDetail } } },
    async (request, reply) =>
      reply.code(201).send(await events.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.event,
    { config: staff, schema: { params, body: eventPatch, response: { 200: adminEventDetail } } },
    async (request) => events.update(await callerOf(request), request.params.id, request.body),
  );
  for (const [path, action] of [
    [adminApiRoutes.eventPublish, events.publish],
    [adminApiRoutes.eventDraft, events.unpublish],
    [adminApiRoutes.eventCancel, events.cancel],
  ] as const) {
    app.post(
      path,
      { config: staff, schema: { params, body: versionBody, response: { 200: adminEventDetail } } },
      async (request) =>
        action(await callerOf(request), request.params.id, request.body.updated_at),
    );
  }
  app.post(
    adminApiRoutes.eventsSync,
    { config: staff, schema: { response: { 200: eventSyncReport } } },
    async (request) => eventsSync.run(await callerOf(request)),
  );

  // ---- Newsletter subscribers -------------------------------------------------------------
  app.get(
    adminApiRoutes.subscribers,
    {
      config: staff,
      schema: { querystring: adminSubscribersQuery, response: { 200: adminSubscribersPage } },
    },
    (request) => subscribers.list(request.query),
  );
  app.post(
    adminApiRoutes.subscribersExport,
    // Personal data leaving in bulk: the password again first (decision 0076).
    { config: { access: requireRole('admin'), reauth: true } },
    async (request, reply) => {
      const csv = await subscribers.exportConfirmed(await callerOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    adminApiRoutes.subscribersBulkRemove,
    { config: staff, schema: { body: bulkBody, response: { 200: bulkResult } } },
    async (request) => subscribers.remove(await callerOf(request), request.body.ids),
  );

  // ---- Insights moderation -----------------------------------------------------------------
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

  // ---- Tags, calls to action, quotes --------------------------------------------------------
  // All three are on public pages (news, employers, the home page's quotes and calls to
  // action): every write empties the anonymous cache and the services' short caches.
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

  app.get(
    adminApiRoutes.ctas,
    { config: staff, schema: { querystring: adminCtasQuery, response: { 200: adminCtasPage } } },
    (request) => ctas.list(request.query),
  );
  app.get(
    adminApiRoutes.cta,
    { config: staff, schema: { params, response: { 200: adminCta } } },
    (request) => ctas.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.ctas,
    { config: publicWrite, schema: { body: ctaCreate, response: { 201: adminCta } } },
    async (request, reply) =>
      reply.code(201).send(await ctas.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.cta,
    { config: publicWrite, schema: { params, body: ctaPatch, response: { 200: adminCta } } },
    async (request) => ctas.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.cta,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await ctas.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

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

  // ---- Credentials ---------------------------------------------------------------------------
  // A credential's verification page is public: issuing and revoking empty the page cache.
  app.get(
    adminApiRoutes.credentials,
    {
      config: staff,
      schema: { querystring: adminCredentialsQuery, response: { 200: adminCredentialsPage } },
    },
    (request) => credentials.list(request.query),
  );
  app.post(
    adminApiRoutes.credentials,
    { config: publicWrite, schema: { body: credentialIssue, response: { 201: adminCredential } } },
    async (request, reply) =>
      reply.code(201).send(await credentials.issue(await callerOf(request), request.body)),
  );
  app.post(
    adminApiRoutes.credentialRevoke,
    {
      config: publicWrite,
      schema: { params, body: credentialRevoke, response: { 200: adminCredential } },
    },
    async (request) =>
      credentials.revoke(await callerOf(request), request.params.id, request.body.reason),
  );
  app.post(
    adminApiRoutes.credentialsBulkRevoke,
    { config: publicWrite, schema: { body: bulkRevokeBody, response: { 200: bulkResult } } },
    async (request) =>
      credentials.bulkRevoke(await callerOf(request), request.body.ids, request.body.reason),
  );
  app.get(
    adminApiRoutes.credential,
    { config: staff, schema: { params, response: { 200: adminCredential } } },
    (request) => credentials.one(request.params.id),
  );
  app.get(
    adminApiRoutes.credentialBadges,
    {
      config: staff,
      schema: {
        querystring: adminCredentialBadgesQuery,
        response: { 200: adminCredentialBadgesPage },
      },
    },
    (request) => credentials.badges(request.query),
  );
  app.get(
    adminApiRoutes.credentialMembers,
    {
      config: staff,
      schema: {
        querystring: adminCredentialMembersQuery,
        response: { 200: adminCredentialMembers },
      },
    },
    (request) => credentials.members(request.query),
  );
  // A cohort from a CSV (decision 0068). The body carries the file's text: up to 1 MB of CSV,
  // which JSON escaping can at most double, so the route allows a little over 2 MB.
  const importLimit = { bodyLimit: 2 * CREDENTIAL_IMPORT_MAX_BYTES + 64 * 1024 };
  app.post(
    adminApiRoutes.credentialImportCheck,
    {
      ...importLimit,
      config: staff,
      schema: { body: credentialImportBody, response: { 200: credentialImportCheckResult } },
    },
    (request) => credentials.checkImport(request.body),
  );
  app.post(
    adminApiRoutes.credentialImport,
    {
      ...importLimit,
      config: publicWrite,
      schema: { body: credentialImportBody, response: { 201: credentialImportResult } },
    },
    async (request, reply) =>
      reply.code(201).send(await credentials.importCohort(await callerOf(request), request.body)),
  );
};

export default contentRoutes;
