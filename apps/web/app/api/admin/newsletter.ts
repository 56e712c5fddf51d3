// The monthly newsletter (editors and admins, decision 0067): the issues, one issue, its
// preview frames, a test copy, the send (once a month) and its progress, refreshed while it goes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as routes from '@techgold/contracts/admin/newsletter';
import type {
  AdminNewsletter,
  adminNewslettersPage,
  NewsletterProgress,
} from '@techgold/contracts/admin/newsletter';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type NewslettersPage = z.output<typeof adminNewslettersPage>;
export type { AdminNewsletter, NewsletterProgress };

export const newslettersQuery = (query: ListQuery, get?: Getter<NewslettersPage>) =>
  adminListQuery('newsletter', routes.newsletters, query, get);
export const useNewsletters = (query: ListQuery) => useQuery(newslettersQuery(query));

const issuePath = (id: number) => apiPath(routes.newsletter, { id });
export const newsletterQuery = (id: number, get?: Getter<AdminNewsletter>) =>
  adminRecordQuery('newsletter', issuePath(id), get);
export const useNewsletter = (id: number) => useQuery(newsletterQuery(id));

/**
 * The saved issue as a document for a preview frame (`email` or `web`), served with a CSP of
 * its own (decision 0083); the version in the address reloads the frame after a save.
 */
export const newsletterPreviewAddress = (
  id: number,
  kind: (typeof routes.newsletterPreviewKinds)[number],
  updatedAt: string,
) =>
  `${apiPath(routes.newsletterPreviewDocument, { id, kind })}?v=${encodeURIComponent(updatedAt)}`;

/** Progress, every two seconds while the issue is sending or emails wait in the outbox. */
export const useNewsletterProgress = (id: number, sending: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'newsletter', 'progress', id] as const,
      queryFn: ({ signal }) =>
        api.get<NewsletterProgress>(apiPath(routes.newsletterProgress, { id }), signal),
      refetchInterval: (q) => {
        const p = q.state.data;
        const going = p ? p.status === 'sending' || p.queued > 0 : sending;
        return going ? 2000 : false;
      },
    }),
  );

function useSettled() {
  const queryClient = useQueryClient();
  return (record: AdminNewsletter) => {
    queryClient.setQueryData(newsletterQuery(record.id).queryKey, record);
    return queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'list'] });
  };
}

export function useCreateNewsletter() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: { subject: string; body?: string }) =>
      api.post<AdminNewsletter>(routes.newsletters, body),
    onSuccess: settled,
  });
}

export function useUpdateNewsletter(id: number) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: { updated_at: string; subject?: string; body?: string }) =>
      api.patch<AdminNewsletter>(issuePath(id), body),
    onSuccess: settled,
  });
}

export function useSendTest(id: number) {
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; to: string }>(apiPath(routes.newsletterTest, { id })),
  });
}

export function useSendNewsletter(id: number) {
  const settled = useSettled();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatedAt: string) =>
      api.post<AdminNewsletter>(apiPath(routes.newsletterSend, { id }), { updated_at: updatedAt }),
    onSuccess: async (record) => {
      await settled(record);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'progress', id] });
    },
  });
}
