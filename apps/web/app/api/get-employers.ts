// GET /api/employers (signed in): the employers directory, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { EmployersResponse } from '@techgold/contracts/employers';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export interface EmployersFilter {
  q?: string;
  tags?: readonly number[];
  saved?: boolean;
}

export function employersPath(filter: EmployersFilter, cursor?: string): string {
  return withQuery(memberApiRoutes.employers, {
    q: filter.q,
    tags: filter.tags?.length ? filter.tags.join(',') : undefined,
    saved: filter.saved ? 1 : undefined,
    cursor,
  });
}

/** Normalised, so the server's and the browser's keys for one filter are equal. */
const keyOf = (f: EmployersFilter) => ({
  q: f.q ?? '',
  tags: [...(f.tags ?? [])].sort((a, b) => a - b),
  saved: Boolean(f.saved),
});

export function employersQuery(filter: EmployersFilter, get: Getter<EmployersResponse> = api.get) {
  return infiniteQueryOptions({
    queryKey: ['employers', 'list', keyOf(filter)] as const,
    queryFn: ({ pageParam, signal }) => get(employersPath(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useEmployers(filter: EmployersFilter) {
  return useInfiniteQuery(employersQuery(filter));
}
