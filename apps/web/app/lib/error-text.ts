import { ApiRequestError, genericErrorMessage } from './api-client';

/**
 * The words for a failed call, everywhere on the site: the server's message when it sent one
 * (it is written for people), otherwise the general "something went wrong". The one copy of
 * this rule (decision 0080); forms and the result message both use it.
 */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : genericErrorMessage;
}
