// Member detail pages (an employer, a learning provider): the URL's id, and the API's answer
// turned into the page a person should see when the record cannot be shown.
import { data } from 'react-router';
import { ApiRequestError } from './api-client';

/** The numeric id a detail URL names, or a thrown 404 (the not-found page) for anything else. */
export function routeId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
}

/** For a failed record read: 404 (unknown or hidden) becomes the not-found page, else 503. */
export function pageError(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    throw data(null, { status: 404 });
  }
  throw data(null, { status: 503 });
}
