// The enquiries inbox (editors and admins): the list, one enquiry with its timeline (notes
// and replies), its status and assignee, notes added to it and replies emailed from it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  enquiriesPage,
  enquiryDetail,
  enquiryNote,
  EnquiryPatch,
} from '@techgold/contracts/admin/enquiries';
import type { z } from 'zod';
import { api, apiRequest } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type EnquiriesPage = z.output<typeof enquiriesPage>;
export type EnquiryDetail = z.output<typeof enquiryDetail>;
type Note = z.output<typeof enquiryNote>;
export type TimelineEntry = Note;

export const enquiriesQuery = (query: ListQuery, get?: Getter<EnquiriesPage>) =>
  adminListQuery('enquiries', adminApiRoutes.enquiries, query, get);
export const useEnquiries = (query: ListQuery) => useQuery(enquiriesQuery(query));

const enquiryPath = (id: number) => apiPath(adminApiRoutes.enquiry, { id });
export const enquiryQuery = (id: number, get?: Getter<EnquiryDetail>) =>
  adminRecordQuery('enquiries', enquiryPath(id), get);
export const useEnquiry = (id: number) => useQuery(enquiryQuery(id));

export function useUpdateEnquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryPatch) => api.patch<EnquiryDetail>(enquiryPath(id), body),
    onSuccess: (record) => {
      queryClient.setQueryData(enquiryQuery(id).queryKey, record);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string }) =>
      api.post<Note>(apiPath(adminApiRoutes.enquiryNotes, { id }), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiryQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries', 'list'] }),
      ]),
  });
}

/**
 * Emails a reply to the enquirer; the answer is the new timeline entry. The form fill's
 * Idempotency-Key goes with it: a retry after a lost answer sends no second email.
 */
export function useSendReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: { body: string; idempotencyKey: string }) =>
      apiRequest<Note>(apiPath(adminApiRoutes.enquiryReplies, { id }), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiryQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
