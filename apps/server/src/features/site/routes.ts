import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import type { SiteData } from '@techgold/contracts/site';
import { ethnicities, genders } from '../../db/schema/users.ts';
import { ctas } from '../../db/schema/site.ts';
import { cached } from '../../lib/ttl-cache.ts';

// Reference data changes rarely: each process keeps the serialised answer for a minute
// (nothing another process needs), and browsers/CDNs may reuse it as well.
const TTL_MS = 60_000;

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const load = cached(TTL_MS, async () => {
    const [g, e, c] = await Promise.all([
      db
        .select({ id: genders.id, title: genders.title })
        .from(genders)
        .orderBy(asc(genders.sortOrder), asc(genders.id)),
      db
        .select({ id: ethnicities.id, title: ethnicities.title })
        .from(ethnicities)
        .orderBy(asc(ethnicities.sortOrder), asc(ethnicities.id)),
      db
        .select({
          id: ctas.id,
          active: ctas.active,
          location: ctas.location,
          heading: ctas.heading,
          description: ctas.description,
          url: ctas.url,
        })
        .from(ctas)
        .where(eq(ctas.active, true))
        .orderBy(asc(ctas.id)),
    ]);
    const data: SiteData = { genders: g, ethnicities: e, ctas: c };
    return JSON.stringify(data);
  });

  app.get('/api/site/data', async (_request, reply) => {
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    return reply.send(await load());
  });
};

export default siteRoutes;
