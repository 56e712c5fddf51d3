import { useCallback, useRef } from 'react';
import { ApiRequestError } from '~/lib/api-client';
import { formAlertText } from '~/lib/form-errors';
import { useAction } from '~/lib/use-action';
import type { FieldList } from '~/lib/field-list';
import { newIdempotencyKey } from './idempotency-key';

/** What a field component takes from the submission: its name and its server error. */
export interface FieldProps {
  name: string;
  error?: string;
}

/** What a form needs to show a submission: busy state, the alert and each field's props. */
export interface FormSubmission<Name extends string = string> {
  busy: boolean;
  /** `<TextField label="Email" {...field('email')} />`: the name, and the server's error. */
  field: (name: Name) => FieldProps;
  alert: string | null;
  attempt: number;
}

/**
 * One submission per form fill: the button stays disabled while sending and after success
 * (until the next page loads), and every attempt carries the same Idempotency-Key, so a
 * double click or a retry after a lost answer never creates a second record.
 */
export function useFormSubmission<Name extends string, Body, Result>(
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  fields: FieldList<Name, unknown>,
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
    field: (name: Name): FieldProps => ({ name, error: apiError?.fieldError(name) }),
    // Every form shows the honeypot field (it is in every field list), so its error is never
    // one from elsewhere.
    alert: formAlertText(error, (name) => (fields.shown as readonly string[]).includes(name)),
    /** Changes on every attempt, so the alert takes focus again even with the same text. */
    attempt: mutation.submittedAt,
  };
}
