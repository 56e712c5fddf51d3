import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';

/** The message to show for a failed call: the server's when it sent one. */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : genericErrorMessage;
}
