// Loader reads of one record by a URL id, through the in-process API.
import type { z } from 'zod';
import { apiPath } from '@techgold/contracts/api-paths';
import { data, type AppLoadContext } from 'react-router';
import { routeId } from './record-loader.server';

/**
 * GET the record `route` names for `id` (a pattern with `:id`), parsed with `schema`; or a
 * thrown 404 (a non-numeric id, or the API answers 404 or 400) or 503 (any other failure)
 * for the route's error boundary.
 */
export async function getById<S extends z.ZodType>(
  context: AppLoadContext,
  route: `${string}:id`,
  id: string,
  schema: S,
): Promise<z.output<S>> {
  const res = await context.api(apiPath(route, { id: routeId(id) }), schema);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.body === null) throw data(null, { status: 503 });
  return res.body;
}
