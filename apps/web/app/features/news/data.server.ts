// Server-side reads for the news pages through the in-process API.
import { withQuery } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { publicInsightSchema, publicInsightsResponse } from '@techgold/contracts/insights';
import { data, type AppLoadContext } from 'react-router';
import { getById } from '~/lib/get-by-id.server';

export async function insightsPage(
  context: AppLoadContext,
  query: { tag: string; limit: number; offset?: number },
) {
  const path = withQuery(apiRoutes.insightsPublic, {
    tag: query.tag,
    limit: query.limit,
    offset: query.offset || undefined,
  });
  const res = await context.api(path, publicInsightsResponse);
  if (!res.body) throw data(null, { status: res.status === 404 ? 404 : 503 });
  return { insights: res.body.insights, total: res.body.total };
}

/** The public article, or the 404 page (unknown, not live, members-only, bad id). */
export function publicInsight(context: AppLoadContext, id: string) {
  return getById(context, apiRoutes.insightPublic, id, publicInsightSchema);
}
