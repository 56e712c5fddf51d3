// GET /api/site/data (SPEC §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { SiteService } from './service.ts';

const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    apiRoutes.siteData,
    { config: { access: 'public', anonCache: true } },
    async (_request, reply) => {
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      return reply.send(await site.json());
    },
  );
};

export default siteRoutes;
