// GET /api/admin/options: providers with their courses, employers, employers' tags and the
// active staff, for the console's selects. Changes rarely: kept for five minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { AdminOptions } from '@techgold/contracts/admin/options';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export function optionsQuery(get: Getter<AdminOptions> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'options'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.options, signal),
    staleTime: 5 * 60_000,
  });
}

export const useAdminOptions = () => useQuery(optionsQuery());
