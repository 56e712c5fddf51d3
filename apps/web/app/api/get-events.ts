// GET /api/events (signed in): the events list, Upcoming or Saved tab, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { EventFormat, EventsResponse } from '@techgold/contracts/events';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export interface EventsFilter {
  q?: string;
  saved?: boolean;
  /** UK days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  format?: EventFormat;
}

export function eventsPath(filter: EventsFilter, cursor?: string): string {
  return withQuery(memberApiRoutes.events, {
    q: filter.q,
    saved: filter.saved ? 1 : undefined,
    from: filter.from,
    to: filter.to,
    format: filter.format,
    cursor,
  });
}

/** Normalised, so the server's and the browser's keys for one filter are equal. */
const keyOf = (f: EventsFilter) => ({
  q: f.q ?? '',
  saved: Boolean(f.saved),
  from: f.from ?? '',
  to: f.to ?? '',
  format: f.format ?? '',
});

export function eventsQuery(filter: EventsFilter, get: Getter<EventsResponse> = api.get) {
  return infiniteQueryOptions({
    // 'events' first: saving or unsaving an event invalidates every events query (put-saved).
    queryKey: ['events', 'list', keyOf(filter)] as const,
    queryFn: ({ pageParam, signal }) => get(eventsPath(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useEvents(filter: EventsFilter) {
  return useInfiniteQuery(eventsQuery(filter));
}
