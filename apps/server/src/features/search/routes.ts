// GET /api/search?q= (signed in): backs the platform search bar; GET /api/search/results its
// full results page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  searchQuery,
  searchResponse,
  searchResultsQuery,
  searchResultsResponse,
} from '@techgold/contracts/search';
import type { SearchService } from './service.ts';

const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    memberApiRoutes.search,
    {
      config: { access: 'member' },
      schema: { querystring: searchQuery, response: { 200: searchResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return search.search(request.query.q);
    },
  );

  // The full results page ("See all results"): grouped, each group paged.
  app.get(
    memberApiRoutes.searchResults,
    {
      config: { access: 'member' },
      schema: { querystring: searchResultsQuery, response: { 200: searchResultsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return search.results(request.query);
    },
  );
};

export default searchRoutes;
