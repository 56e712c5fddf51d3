// The signed-in member's own record (SPEC §7 GET /api/user) and profile (PUT /api/user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { profileBody } from '@techgold/contracts/account';
import { currentUserSchema, type CurrentUser } from '@techgold/contracts/user';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { CURRENT_USER_WITH_SESSION } from './repository.ts';
import type { UsersService } from './service.ts';

const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  // Read on every signed-in page: the session and the record in one statement (started in
  // onRequest, so the access check's session lookup is the same statement), written out by
  // the compiled serialiser.
  app.get(
    apiRoutes.user,
    {
      config: { access: 'member' },
      schema: { response: { 200: currentUserSchema } },
      serializerCompiler: compiledSerializer,
      onRequest: async (request) => {
        void request.getSessionWith<CurrentUser>(CURRENT_USER_WITH_SESSION).catch(() => null);
      },
    },
    async (request, reply) => {
      const found = await request.getSessionWith<CurrentUser>(CURRENT_USER_WITH_SESSION);
      if (!found) throw new UnauthenticatedError();
      reply.header('cache-control', 'private, no-store');
      return found.read;
    },
  );

  app.put(
    apiRoutes.user,
    {
      // Articles show their author's name and title.
      config: { access: 'member', changesPublicContent: true },
      bodyLimit: 16 * 1024,
      schema: { body: profileBody, response: { 200: currentUserSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return users.saveProfile(request.member.id, request.body);
    },
  );
};

export default userRoutes;
