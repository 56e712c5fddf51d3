// GET /api/employer/{id} (signed in): one employer, and its people's insights a page at a
// time (each page repeats the employer; the first page's is shown).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { EmployerResponse } from '@techgold/contracts/employers';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export function employerPath(id: number, cursor?: string): string {
  return withQuery(apiPath(memberApiRoutes.employer, { id }), { cursor });
}

export function employerQuery(id: number, get: Getter<EmployerResponse> = api.get) {
  return infiniteQueryOptions({
    queryKey: ['employers', 'detail', id] as const,
    queryFn: ({ pageParam, signal }) => get(employerPath(id, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.insights_next_cursor ?? undefined,
  });
}

export function useEmployer(id: number) {
  return useInfiniteQuery(employerQuery(id));
}
