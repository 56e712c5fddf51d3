// Server-side reads for the marketing pages, through the in-process API (context.api). A failed
// read leaves its section out rather than failing the page: these are extras around the copy.
import type { PublicInsightsResponse } from '@techgold/contracts/insights';
import type { QuotesResponse } from '@techgold/contracts/quotes';
import type { SiteData } from '@techgold/contracts/site';
import { NEWSLETTER_CONSENT_TEXT } from '@techgold/contracts/subscribers';
import type { AppLoadContext } from 'react-router';

export async function latestInsights(context: AppLoadContext, limit: number) {
  const res = await context.api<PublicInsightsResponse>(`/api/insights/public?limit=${limit}`);
  return res.status === 200 ? res.body.insights : [];
}

export async function quotesFor(context: AppLoadContext, page: string) {
  const res = await context.api<QuotesResponse>(`/api/quotes?page=${encodeURIComponent(page)}`);
  return res.status === 200 && Array.isArray(res.body?.quotes) ? res.body.quotes : [];
}

export async function ctasFor(context: AppLoadContext, location: string) {
  const res = await context.api<SiteData>('/api/site/data');
  if (res.status !== 200) return [];
  return res.body.ctas.filter((cta) => cta.active && cta.location === location);
}

/** The wording the newsletter form shows and sends back as the consent record. */
export const newsletterConsentText = NEWSLETTER_CONSENT_TEXT;
