// GET /api/school/{id} (signed in): one learning provider with its accredited courses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { SchoolResponse } from '@techgold/contracts/schools';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export const schoolPath = (id: number) => apiPath(memberApiRoutes.school, { id });

export function schoolQuery(id: number, get: Getter<SchoolResponse> = api.get) {
  return queryOptions({
    queryKey: ['schools', 'detail', id] as const,
    queryFn: ({ signal }) => get(schoolPath(id), signal),
  });
}

export function useSchool(id: number) {
  return useQuery(schoolQuery(id));
}
