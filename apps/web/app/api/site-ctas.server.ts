// The site's calls to action for one place (SPEC §3 CTA), read on the server through the
// in-process API. A failed read leaves the call to action out rather than failing the page.
import * as apiRoutes from '@techgold/contracts/api-routes';
import { siteDataSchema } from '@techgold/contracts/site';
import type { AppLoadContext } from 'react-router';

/** The active calls to action with a link for one place on the site. */
export async function ctasFor(context: AppLoadContext, location: string) {
  const res = await context.api(apiRoutes.siteData, siteDataSchema);
  if (!res.body) return [];
  return res.body.ctas.filter((cta) => cta.active && cta.url && cta.location === location);
}
