import { data, type AppLoadContext } from 'react-router';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { siteDataSchema } from '@techgold/contracts/site';

/** Genders and ethnicities for the account forms' selects, read during the server render. */
export async function loadPeopleOptions(context: AppLoadContext) {
  const res = await context.api(apiRoutes.siteData, siteDataSchema);
  if (!res.body) {
    throw data('The form could not be loaded. Please try again in a moment.', { status: 503 });
  }
  return { genders: res.body.genders, ethnicities: res.body.ethnicities };
}
