import { useCallback, useRef } from 'react';
import { messages } from '@techgold/contracts/messages';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { useAction } from '~/lib/use-action';
import { newIdempotencyKey } from './idempotency-key';

/** What a form needs to show a submission: busy state, the alert and the field errors. */
export interface FormSubmission {
  busy: boolean;
  fieldError: (field: string) => string | undefined;
  alert: string | null;
  attempt: number;
}

/**
 * One submission per form fill: the button stays disabled while sending and after success
 * (until the next page loads), and every attempt carries the same Idempotency-Key, so a
 * double click or a retry after a lost answer never creates a second record.
 */
export function useFormSubmission<Body, Result>(
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  shownFields: readonly string[],
) {
  const key = useRef<string | null>(null);
  const mutation = useAction(
    useCallback((body: Body) => send(body, (key.current ??= newIdempotencyKey())), [send]),
  );
  const error = mutation.error;
  const apiError = error instanceof ApiRequestError ? error : null;
  return {
    submit: mutation.mutate,
    busy: mutation.isPending || mutation.isSuccess,
    fieldError: (field: string) => apiError?.fieldError(field),
    alert: alertText(error, shownFields),
    /** Changes on every attempt, so the alert takes focus again even with the same text. */
    attempt: mutation.submittedAt,
  };
}

/**
 * The message above the form: 'Please correct errors in the form' when the errors sit under
 * their fields; the server's own message when one names a field the form does not show
 * (the email address of step 1, say) or when it is not a validation error. Every form shows
 * the honeypot field, so it never counts as elsewhere.
 */
function alertText(error: unknown, shownFields: readonly string[]): string | null {
  if (!error) return null;
  if (!(error instanceof ApiRequestError)) return genericErrorMessage;
  const fields = Object.entries(error.errors);
  if (error.status !== 422 || fields.length === 0) return error.message;
  const elsewhere = fields.find(
    ([field]) => field !== HONEYPOT_FIELD && !shownFields.includes(field),
  );
  return elsewhere?.[1][0] ?? messages.correctErrors;
}
