// GET /api/admin/dashboard: the counts that need a person.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApiRoutes from '@techgold/contracts/admin-api-routes';
import type { dashboardCounts } from '@techgold/contracts/admin';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export type DashboardCounts = z.output<typeof dashboardCounts>;

export function dashboardQuery(get: Getter<DashboardCounts> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.dashboard, signal),
    staleTime: 0,
  });
}

export const useDashboard = () => useQuery(dashboardQuery());
