// The signed-in member's own record (SPEC §7 GET /api/user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
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
};

export default userRoutes;
