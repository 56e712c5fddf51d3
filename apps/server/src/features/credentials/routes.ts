// Credentials (SPEC §7 GET /api/user/credentials, and beyond it what members of Credly or
// Accredible expect): the member's own badges and their privacy switch; for anyone with the
// link, a credential's verification data, its page, and the same address as an Open Badges
// 3.0 document for clients that ask for application/ld+json.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import {
  credentialResponse,
  credentialsQuery,
  credentialsResponse,
  credentialVisibilityBody,
  publicCredentialResponse,
} from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { openBadgeCredential } from './open-badge.ts';
import type { CredentialsService } from './service.ts';

/** The verification page; the web app renders it, or this answers its JSON-LD. */
export const CREDENTIAL_PAGE = '/credential/:public_id';
// Malformed ids are 404s like unknown ones (the service decides), not 400s.
const publicParams = z.object({ public_id: z.string().max(100) });
const idParams = z.object({ id: z.string().max(20) });
// Made private, a credential must stop verifying at once: caches revalidate every time.
const VERIFY_CACHE = 'public, no-cache';

/** A client that asks for linked data (or JSON) rather than a page. */
function wantsLinkedData(accept: string | undefined): boolean {
  if (!accept || /text\/html/i.test(accept)) return false;
  return /application\/(ld\+)?json/i.test(accept);
}

const credentialsRoutes: FastifyPluginAsyncZod<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  app.get(
    memberApiRoutes.myCredentials,
    {
      config: { access: 'member' },
      schema: { querystring: credentialsQuery, response: { 200: credentialsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return credentials.listMine(request.member.id, request.query);
    },
  );

  app.patch(
    memberApiRoutes.myCredential,
    {
      config: { access: 'member' },
      schema: {
        params: idParams,
        body: credentialVisibilityBody,
        response: { 200: credentialResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return credentials.setPrivacy(request.member.id, request.params.id, request.body.private);
    },
  );

  app.get(
    apiRoutes.credentialPublic,
    {
      config: { access: 'public' },
      schema: { params: publicParams, response: { 200: publicCredentialResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', VERIFY_CACHE);
      return { credential: await credentials.findPublic(request.params.public_id) };
    },
  );

  app.get(
    CREDENTIAL_PAGE,
    { config: { access: 'public' }, schema: { params: publicParams } },
    async (request, reply) => {
      reply.header('vary', 'Accept');
      if (wantsLinkedData(request.headers.accept)) {
        const credential = await credentials.findPublic(request.params.public_id);
        return reply
          .header('cache-control', VERIFY_CACHE)
          .type('application/ld+json; charset=utf-8')
          .send(JSON.stringify(openBadgeCredential(credential, app.config.publicBaseUrl)));
      }
      // The page itself: rendered by the web app (absent in API-only test apps).
      if (!app.hasDecorator('renderPage')) return reply.callNotFound();
      return app.renderPage(request, reply);
    },
  );
};

export default credentialsRoutes;
