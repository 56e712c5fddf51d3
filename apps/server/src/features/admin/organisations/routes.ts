// Organisations and their sign-up domains (admins; domain changes need reauth): employers and
// learning providers, listed or hidden (decision 0063), their tags and domains.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
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
import { callerOf } from '../caller.ts';
import { admin, adminReauth } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const organisationsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'organisations'>> = async (
  app,
  { organisations },
) => {
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
};

export default organisationsAdminRoutes;
