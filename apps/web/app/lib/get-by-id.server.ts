// Loader reads of one record by a URL id, through the in-process API.
import { data, type AppLoadContext } from 'react-router';

/**
 * GET `${path}/${id}`: the body, or a thrown 404 (a non-numeric id, or the API answers 404 or
 * 400) or 503 (any other failure) for the route's error boundary.
 */
export async function getById<T>(context: AppLoadContext, path: string, id: string): Promise<T> {
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await context.api<T>(`${path}/${id}`);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.status !== 200) throw data(null, { status: 503 });
  return res.body;
}
