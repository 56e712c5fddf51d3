// What every console list's endpoint module shares: a query over the URL's list state
// (features/admin/components/list-query.ts), page-sized, the previous page kept on screen
// while the next one loads.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';

export function adminListQuery<T>(
  area: string,
  route: string,
  query: ListQuery,
  get: Getter<T> = api.get,
) {
  return queryOptions({
    queryKey: ['admin', area, 'list', query] as const,
    queryFn: ({ signal }) => get(withQuery(route, query), signal),
    placeholderData: keepPreviousData,
  });
}

export function adminRecordQuery<T>(area: string, path: string, get: Getter<T> = api.get) {
  return queryOptions({
    queryKey: ['admin', area, 'record', path] as const,
    queryFn: ({ signal }) => get(path, signal),
  });
}
