// The signed-in member's own record (SPEC §7 GET /api/user) and profile (PUT /api/user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { profileBody } from '@techgold/contracts/account';
import { currentUserSchema } from '@techgold/contracts/user';
import type { UsersService } from './service.ts';

const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    apiRoutes.user,
    { config: { access: 'member' }, schema: { response: { 200: currentUserSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return users.current(request.member.id);
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
