// Member detail pages (an employer, a learning provider): the URL's id, and the API's answer
// turned into the page a person should see when the record cannot be shown.
import { parseId } from '@techgold/contracts/ids';
import { data } from 'react-router';
import { ApiRequestError } from './api-client';

/**
 * The numeric id a detail URL names, or a thrown 404 (the not-found page) for anything else.
 * The rule is the server's own (`@techgold/contracts/ids`): a positive int4.
 */
export function routeId(text: string | undefined): number {
  const id = parseId(text);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** For a failed record read: 404 (unknown or hidden) becomes the not-found page, else 503. */
export function pageError(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    throw data(null, { status: 404 });
  }
  throw data(null, { status: 503 });
}
