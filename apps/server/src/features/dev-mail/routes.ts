// Development only: the mail that would have been sent, newest first. Never registered in
// production (app.ts), and it only lists what the capture transport stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { DevMailService } from './service.ts';

const devMailRoutes: FastifyPluginAsyncZod<{ devMail: DevMailService }> = async (
  app,
  { devMail },
) => {
  app.get(apiRoutes.devMail, { config: { access: 'public' } }, async (request, reply) => {
    const list = await devMail.list();
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('application/json')) return list;
    return reply.type('text/html; charset=utf-8').send(devMail.page(list));
  });
};

export default devMailRoutes;
