// The credentials' API (editors and admins; decisions 0066, 0068): listed always, issued and
// revoked on the local platform (one at a time or in bulk), the badges and members the pickers
// offer, and a cohort imported from a CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkResult, bulkRevokeBody } from '@techgold/contracts/admin/bulk';
import {
  CREDENTIAL_IMPORT_MAX_BYTES,
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
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const credentialsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'credentials'>> = async (
  app,
  { credentials },
) => {
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

export default credentialsAdminRoutes;
