// Search engines and feed readers: /sitemap.xml (+ parts), /robots.txt, /news/rss.xml and
// /news/{category}/rss.xml. Registered before the SSR catch-all, so these win over pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import type { SeoService } from './service.ts';

// Crawlers and feed readers poll: browsers and CDNs may keep these as long as the service does.
const CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo: service }) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await service.sitemap()),
  );

  app.get(
    '/sitemap/:part',
    { schema: { params: z.object({ part: z.string().max(40) }) } },
    async (request, reply) => {
      const m = /^(?:(pages)|(news|courses)-(\d{1,4}))\.xml$/.exec(request.params.part);
      const xml = m
        ? await service.sitemapPart(
            m[1] ? { kind: 'pages' } : { kind: m[2] as 'news' | 'courses', chunk: Number(m[3]) },
          )
        : null;
      if (xml === null) throw new NotFoundError();
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(service.robots()),
  );

  app.get('/news/rss.xml', async (_request, reply) =>
    reply
      .type(RSS)
      .header('cache-control', CACHE)
      .send(await service.feed()),
  );

  app.get(
    '/news/:category/rss.xml',
    { schema: { params: z.object({ category: z.string().max(40) }) } },
    async (request, reply) => {
      const feed = service.feed(request.params.category);
      if (!feed) throw new NotFoundError();
      return reply
        .type(RSS)
        .header('cache-control', CACHE)
        .send(await feed);
    },
  );
};

export default seoRoutes;
