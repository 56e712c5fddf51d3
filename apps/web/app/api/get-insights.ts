// GET /api/insights (signed in): the member insights list, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { MemberInsightsResponse } from '@techgold/contracts/insights';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export interface InsightsFilter {
  q?: string;
  tags?: readonly number[];
  saved?: boolean;
}

export function insightsPath(filter: InsightsFilter, cursor?: string): string {
  return withQuery(memberApiRoutes.insights, {
    q: filter.q,
    tags: filter.tags?.length ? filter.tags.join(',') : undefined,
    saved: filter.saved ? 1 : undefined,
    cursor,
  });
}

/** Normalised, so the server's and the browser's keys for one filter are equal. */
const keyOf = (f: InsightsFilter) => ({
  q: f.q ?? '',
  tags: [...(f.tags ?? [])].sort((a, b) => a - b),
  saved: Boolean(f.saved),
});

export function insightsQuery(
  filter: InsightsFilter,
  get: Getter<MemberInsightsResponse> = api.get,
) {
  return infiniteQueryOptions({
    queryKey: ['insights', 'list', keyOf(filter)] as const,
    queryFn: ({ pageParam, signal }) => get(insightsPath(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useInsights(filter: InsightsFilter) {
  return useInfiniteQuery(insightsQuery(filter));
}
