import { data, type AppLoadContext } from 'react-router';
import type { SiteData } from '@techgold/contracts/site';

/** Genders and ethnicities for the account forms' selects, read during the server render. */
export async function loadPeopleOptions(context: AppLoadContext) {
  const res = await context.api<SiteData>('/api/site/data');
  if (res.status !== 200) {
    throw data('The form could not be loaded. Please try again in a moment.', { status: 503 });
  }
  return { genders: res.body.genders, ethnicities: res.body.ethnicities };
}
