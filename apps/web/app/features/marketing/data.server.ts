// Server-side reads for the marketing pages, through the in-process API (context.api). A failed
// read leaves its section out rather than failing the page: these are extras around the copy.
import { withQuery } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { publicInsightsResponse } from '@techgold/contracts/insights';
import { quotesResponse } from '@techgold/contracts/quotes';
import { SUBSCRIBE_RESULT_PARAMS } from '@techgold/contracts/subscribers';
import type { AppLoadContext } from 'react-router';

export { ctasFor } from '~/api/site-ctas.server';

export async function latestInsights(context: AppLoadContext, limit: number) {
  const res = await context.api(
    withQuery(apiRoutes.insightsPublic, { limit }),
    publicInsightsResponse,
  );
  return res.body?.insights ?? [];
}

/**
 * The home page's insights: those staff featured (most recently featured first), topped up with
 * the latest ones so the section stays full; just the latest when none are featured.
 */
export async function homeInsights(context: AppLoadContext, limit: number) {
  const [featured, latest] = await Promise.all([
    context.api(
      withQuery(apiRoutes.insightsPublic, { featured: 'true', limit }),
      publicInsightsResponse,
    ),
    latestInsights(context, limit),
  ]);
  const picked = featured.body?.insights ?? [];
  const seen = new Set(picked.map((i) => i.id));
  return [...picked, ...latest.filter((i) => !seen.has(i.id))].slice(0, limit);
}

export async function quotesFor(context: AppLoadContext, page: string) {
  const res = await context.api(withQuery(apiRoutes.quotes, { page }), quotesResponse);
  return res.body?.quotes ?? [];
}

/**
 * The newsletter's confirm and unsubscribe links land here with a flag
 * (SUBSCRIBE_RESULT_PARAMS); the outcome is worked out on the server, so its texts are not
 * part of the page's JavaScript.
 */
export function emailLinkNotice(
  subscribed: string | null,
  unsubscribed: string | null,
  alerts: string | null = null,
) {
  const { ok, invalid } = SUBSCRIBE_RESULT_PARAMS.subscribed;
  if (alerts === SUBSCRIBE_RESULT_PARAMS.alerts.ok)
    return {
      tone: 'success' as const,
      text: 'Email alerts are off. New insights and events still show in your notifications on the platform, and you can turn the emails back on in My account.',
    };
  if (alerts === SUBSCRIBE_RESULT_PARAMS.alerts.invalid)
    return {
      tone: 'info' as const,
      text: 'That link is invalid or has expired. You can turn email alerts off in My account.',
    };
  if (subscribed === ok)
    return {
      tone: 'success' as const,
      text: 'Your subscription is confirmed. The next newsletter is on its way.',
    };
  if (unsubscribed === SUBSCRIBE_RESULT_PARAMS.unsubscribed.ok)
    return {
      tone: 'success' as const,
      text: 'You have been unsubscribed. You will not get any more newsletters.',
    };
  if (subscribed === invalid || unsubscribed === SUBSCRIBE_RESULT_PARAMS.unsubscribed.invalid)
    return {
      tone: 'info' as const,
      text: 'That link is invalid or has expired. You can subscribe again below at any time.',
    };
  return null;
}
