// Tags, calls to action and quotes (editors and admins, issue 28): each a list, a record,
// creating, editing and deleting. A tag in use is deleted only with ?cascade=true (audited).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath, withQuery } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { adminCta, adminCtasPage, ctaCreate, ctaPatch } from '@techgold/contracts/admin/ctas';
import type {
  adminQuote,
  adminQuotesPage,
  quoteCreate,
  quotePatch,
} from '@techgold/contracts/admin/quotes';
import type { adminTagsPage, AdminTag, tagCreate, tagPatch } from '@techgold/contracts/admin/tags';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type { AdminTag };
export type AdminCta = z.output<typeof adminCta>;
export type AdminQuote = z.output<typeof adminQuote>;
export type TagsPage = z.output<typeof adminTagsPage>;
export type CtasPage = z.output<typeof adminCtasPage>;
export type QuotesPage = z.output<typeof adminQuotesPage>;

/** The list, record, create, update and delete calls of one area. */
function area<Rec extends { id: number }, Page, Create, Patch>(
  name: string,
  listRoute: string,
  recordRoute: string,
  /** Whether the console's shared choices (GET /api/admin/options: employer tags) list it. */
  inOptions = false,
) {
  const recordPath = (id: number) => apiPath(recordRoute as '/:id', { id });
  const listQuery = (query: ListQuery, get?: Getter<Page>) =>
    adminListQuery(name, listRoute, query, get);
  const recordQuery = (id: number, get?: Getter<Rec>) =>
    adminRecordQuery(name, recordPath(id), get);

  function settled(queryClient: QueryClient, id: number, record?: Rec) {
    if (record) queryClient.setQueryData(recordQuery(id).queryKey, record);
    return Promise.all([
      record ? undefined : queryClient.invalidateQueries({ queryKey: recordQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', name, 'list'] }),
      inOptions ? queryClient.invalidateQueries({ queryKey: ['admin', 'options'] }) : undefined,
    ]);
  }

  return {
    listQuery,
    recordQuery,
    useList: (query: ListQuery) => useQuery(listQuery(query)),
    useRecord: (id: number) => useQuery(recordQuery(id)),
    useCreate() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: Create) => api.post<Rec>(listRoute, body),
        onSuccess: (record) => settled(queryClient, record.id, record),
      });
    },
    useUpdate(id: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: Patch) => api.patch<Rec>(recordPath(id), body),
        onSuccess: (record) => settled(queryClient, id, record),
      });
    },
    /** `cascade`: also remove it from what uses it (tags only; audited). */
    useDelete(id: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (cascade: boolean = false) =>
          api.delete<void>(
            cascade ? withQuery(recordPath(id), { cascade: 'true' }) : recordPath(id),
          ),
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: recordQuery(id).queryKey });
          return settled(queryClient, id);
        },
      });
    },
  };
}

export const tagsApi = area<
  AdminTag,
  TagsPage,
  z.input<typeof tagCreate>,
  z.input<typeof tagPatch>
>('tags', adminApiRoutes.tags, adminApiRoutes.tag, true);
export const ctasApi = area<
  AdminCta,
  CtasPage,
  z.input<typeof ctaCreate>,
  z.input<typeof ctaPatch>
>('ctas', adminApiRoutes.ctas, adminApiRoutes.cta);
export const quotesApi = area<
  AdminQuote,
  QuotesPage,
  z.input<typeof quoteCreate>,
  z.input<typeof quotePatch>
>('quotes', adminApiRoutes.quotes, adminApiRoutes.quote);
