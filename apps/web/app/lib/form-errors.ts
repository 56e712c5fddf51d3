import { messages } from '@techgold/contracts/messages';
import { ApiRequestError, genericErrorMessage } from './api-client';

/**
 * The message above a form after a failed submission, for the public forms and the member
 * area's alike: 'Please correct errors in the form' when every error sits under a field the
 * form shows; the server's own message when one names a field the form does not show (the
 * email address of step 1, say) or when it is not a validation error.
 */
export function formAlertText(error: unknown, isShown: (field: string) => boolean): string | null {
  if (!error) return null;
  if (!(error instanceof ApiRequestError)) return genericErrorMessage;
  const fields = Object.entries(error.errors);
  if (error.status !== 422 || fields.length === 0) return error.message;
  const elsewhere = fields.find(([field]) => !isShown(field));
  return elsewhere?.[1][0] ?? messages.correctErrors;
}
