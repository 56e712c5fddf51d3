// GET /api/user/credentials (SPEC §7): the signed-in member's badges, never anyone else's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credentialsQuery, credentialsResponse } from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { CredentialsService } from './service.ts';

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
};

export default credentialsRoutes;
