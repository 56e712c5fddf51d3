// GET /api/search/results (signed in): the full search results page ("See all results").
import { queryOptions } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { SearchKind, SearchResultsResponse } from '@techgold/contracts/search';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export function searchResultsQuery(
  params: { q: string; kind?: SearchKind; page?: number },
  get: Getter<SearchResultsResponse> = api.get,
) {
  return queryOptions({
    queryKey: ['search-results', params.q, params.kind ?? null, params.page ?? 1] as const,
    queryFn: ({ signal }) => get(withQuery(memberApiRoutes.searchResults, params), signal),
  });
}
