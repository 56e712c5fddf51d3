import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';

const config = { access: 'public' } as const;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No database, so an outage does not get us killed.
  app.get(apiRoutes.health, { config }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  // Readiness: can we serve? A load balancer stops routing here while the database is away.
  app.get(apiRoutes.ready, { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err: { message: (err as Error).message } }, 'readiness probe failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
};

export default healthRoutes;
