// Newsletter subscribers (editors and admins) with their consent records; the CSV export of
// confirmed subscribers (admins; a POST, so it is CSRF-checked and audited).
import { useMutation, useQuery } from '@tanstack/react-query';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { adminSubscribersPage } from '@techgold/contracts/admin/subscribers';
import type { z } from 'zod';
import { apiDownload } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery } from './list';

export type SubscribersPage = z.output<typeof adminSubscribersPage>;

export const subscribersQuery = (query: ListQuery, get?: Getter<SubscribersPage>) =>
  adminListQuery('subscribers', adminApiRoutes.subscribers, query, get);
export const useSubscribers = (query: ListQuery) => useQuery(subscribersQuery(query));

export const useExportSubscribers = () =>
  useMutation({ mutationFn: () => apiDownload(adminApiRoutes.subscribersExport) });
