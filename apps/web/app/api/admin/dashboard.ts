// GET /api/admin/dashboard: the counts that need a person; …/trends: twelve weeks of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { dashboardCounts } from '@techgold/contracts/admin/dashboard';
import { TRENDS_REFRESH_MINUTES, type DashboardTrends } from '@techgold/contracts/admin/dashboard';
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

export function dashboardTrendsQuery(get: Getter<DashboardTrends> = api.get) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'trends'] as const,
    queryFn: ({ signal }) => get(adminApiRoutes.dashboardTrends, signal),
    // The server counts them at most every few minutes: no point asking more often.
    staleTime: TRENDS_REFRESH_MINUTES * 60_000,
  });
}

export const useDashboardTrends = () => useQuery(dashboardTrendsQuery());
