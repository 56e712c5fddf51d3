import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthenticatedError } from '../../lib/errors.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user', { onRequest: app.requireAuth }, async (request, reply) => {
    const session = (await request.getSession())!;
    const user = await app.loadCurrentUser(session.userId);
    // The account was disabled or put on review since signing in.
    if (!user) throw new UnauthenticatedError();
    reply.header('cache-control', 'private, no-store');
    return user;
  });
};

export default userRoutes;
