// Server-side reads for the news pages through the in-process API.
import type { PublicInsight, PublicInsightsResponse } from '@techgold/contracts/insights';
import { data, type AppLoadContext } from 'react-router';
import { getById } from '~/lib/get-by-id.server';

export async function insightsPage(
  context: AppLoadContext,
  query: { tag: string; limit: number; offset?: number },
) {
  const params = new URLSearchParams({ tag: query.tag, limit: String(query.limit) });
  if (query.offset) params.set('offset', String(query.offset));
  const res = await context.api<PublicInsightsResponse>(`/api/insights/public?${params}`);
  if (res.status !== 200) throw data(null, { status: res.status === 404 ? 404 : 503 });
  return { insights: res.body.insights, total: res.body.total };
}

/** The public article, or the 404 page (unknown, not live, members-only, bad id). */
export function publicInsight(context: AppLoadContext, id: string) {
  return getById<PublicInsight>(context, '/api/insight/public', id);
}
