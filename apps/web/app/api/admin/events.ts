// Events (editors and admins, decision 0066): the list, a record, creating and editing drafts
// and console events, publishing (members are told once), back to draft until they have been,
// cancelling (members who saved it are told), and running the
// events-platform sync now.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  adminEventsPage,
  AdminEventDetail,
  eventCreate,
  eventPatch,
  EventSyncReport,
} from '@techgold/contracts/admin/events';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type EventsPage = z.output<typeof adminEventsPage>;
export type EventCreate = z.input<typeof eventCreate>;
export type EventPatch = z.input<typeof eventPatch>;
export type { AdminEventDetail, EventSyncReport };

export const eventsQuery = (query: ListQuery, get?: Getter<EventsPage>) =>
  adminListQuery('events', adminApiRoutes.events, query, get);
export const useEvents = (query: ListQuery) => useQuery(eventsQuery(query));

const eventPath = (id: number) => apiPath(adminApiRoutes.event, { id });
export const eventQuery = (id: number, get?: Getter<AdminEventDetail>) =>
  adminRecordQuery('events', eventPath(id), get);
export const useEvent = (id: number) => useQuery(eventQuery(id));

function settled(queryClient: QueryClient, id?: number, record?: AdminEventDetail) {
  if (id && record) queryClient.setQueryData(eventQuery(id).queryKey, record);
  return Promise.all([
    id && !record
      ? queryClient.invalidateQueries({ queryKey: eventQuery(id).queryKey })
      : undefined,
    queryClient.invalidateQueries({ queryKey: ['admin', 'events', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventCreate) => api.post<AdminEventDetail>(adminApiRoutes.events, body),
    onSuccess: (record) => settled(queryClient, record.id, record),
  });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventPatch) => api.patch<AdminEventDetail>(eventPath(id), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

const actionRoutes = {
  publish: adminApiRoutes.eventPublish,
  draft: adminApiRoutes.eventDraft,
  cancel: adminApiRoutes.eventCancel,
} as const;

/** Publish, back to draft or cancel, against the version on screen. */
export function useEventAction(id: number, action: keyof typeof actionRoutes) {
  const queryClient = useQueryClient();
  const route = actionRoutes[action];
  return useMutation({
    mutationFn: (updated_at: string) =>
      api.post<AdminEventDetail>(apiPath(route, { id }), { updated_at }),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

export function useEventsSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EventSyncReport>(adminApiRoutes.eventsSync, {}),
    onSuccess: () => settled(queryClient),
  });
}
