// GET /api/search (signed in): the platform search bar's suggestions.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { SEARCH_MIN_CHARS } from '@techgold/contracts/search-limits';
import type { SearchResponse } from '@techgold/contracts/search';
import { api } from '~/lib/api-client';

export const searchPath = (q: string) => withQuery(memberApiRoutes.search, { q });

/** Suggestions for `q` once it reaches the threshold; the previous answer shows meanwhile. */
export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => api.get<SearchResponse>(searchPath(term), signal),
    enabled: [...term].length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
