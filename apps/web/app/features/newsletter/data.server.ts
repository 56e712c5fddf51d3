// Server-side read for a sent newsletter's web version through the in-process API.
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { newsletterIssueAnswer } from '@techgold/contracts/admin/newsletter';
import { data, type AppLoadContext } from 'react-router';

export async function sentNewsletter(context: AppLoadContext, month: string) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw data(null, { status: 404 });
  const res = await context.api(
    apiPath(apiRoutes.newsletterIssue, { month }),
    newsletterIssueAnswer,
  );
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.body === null) throw data(null, { status: 503 });
  return res.body;
}
