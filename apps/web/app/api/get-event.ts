// GET /api/event/{id} (signed in): one live event and its sanitised details HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { EventDetailResponse } from '@techgold/contracts/events';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export const eventPath = (id: number) => apiPath(memberApiRoutes.event, { id });

/** The calendar file (GET /api/event/{id}/calendar.ics): a plain download link. */
export const eventCalendarPath = (id: number) => apiPath(memberApiRoutes.eventCalendar, { id });

export function eventQuery(id: number, get: Getter<EventDetailResponse> = api.get) {
  return queryOptions({
    queryKey: ['events', 'detail', id] as const,
    queryFn: ({ signal }) => get(eventPath(id), signal),
  });
}

export function useEvent(id: number) {
  return useQuery(eventQuery(id));
}
