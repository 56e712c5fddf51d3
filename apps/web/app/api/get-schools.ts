// GET /api/schools (signed in): the learning providers directory, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { SchoolsResponse } from '@techgold/contracts/schools';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export interface SchoolsFilter {
  q?: string;
  saved?: boolean;
}

export function schoolsPath(filter: SchoolsFilter, cursor?: string): string {
  return withQuery(memberApiRoutes.schools, {
    q: filter.q,
    saved: filter.saved ? 1 : undefined,
    cursor,
  });
}

/** Normalised, so the server's and the browser's keys for one filter are equal. */
const keyOf = (f: SchoolsFilter) => ({ q: f.q ?? '', saved: Boolean(f.saved) });

export function schoolsQuery(filter: SchoolsFilter, get: Getter<SchoolsResponse> = api.get) {
  return infiniteQueryOptions({
    queryKey: ['schools', 'list', keyOf(filter)] as const,
    queryFn: ({ pageParam, signal }) => get(schoolsPath(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useSchools(filter: SchoolsFilter) {
  return useInfiniteQuery(schoolsQuery(filter));
}
