// The rotating quotes box (SPEC §2 home, §3 Quote): GET /api/quotes?page=home.
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotesQuery, quotesResponse, type Quote } from '@techgold/contracts/quotes';
import { quotes } from '../../db/schema/site.ts';
import { cached } from '../../lib/ttl-cache.ts';

// A handful of rows edited by staff: one query a minute per process is plenty.
const TTL_MS = 60_000;

const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const all = cached(TTL_MS, (): Promise<Quote[]> =>
    db
      .select({
        id: quotes.id,
        text: quotes.text,
        name: quotes.name,
        source: quotes.source,
        avatar: quotes.avatar,
        pages: quotes.pages,
      })
      .from(quotes)
      .orderBy(asc(quotes.sortOrder), asc(quotes.id)),
  );

  app.get(
    '/api/quotes',
    { schema: { querystring: quotesQuery, response: { 200: quotesResponse } } },
    async (request, reply) => {
      const { page } = request.query;
      const list = await all();
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      return { quotes: page ? list.filter((q) => q.pages.includes(page)) : list };
    },
  );
};

export default quotesRoutes;
