// GET /api/insight/{id} (signed in): one insight as members read it, with its Editor.js body.
// The page's loader reads it once and prepares the body for the renderer (insight-page.tsx).
import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import type { MemberInsight } from '@techgold/contracts/insights';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export const insightPath = (id: number) => apiPath(memberApiRoutes.insight, { id });

export function insightQuery(id: number, get: Getter<MemberInsight> = api.get) {
  return queryOptions({
    queryKey: ['insights', 'detail', id] as const,
    queryFn: ({ signal }) => get(insightPath(id), signal),
  });
}
