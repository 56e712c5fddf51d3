import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { correctErrors } from '@techgold/contracts/form-messages';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { formAlertText } from '~/lib/form-errors';

// Member area only: react-hook-form and zod must never reach a public page's JavaScript
// (docs/decisions/0032, 0050). Public forms use features/signup's defineFields instead.

/** The alert above the form; `attempt` changes on every submit, so it takes focus again. */
export interface FormAlertState {
  message: string;
  attempt: number;
}

/** What <MemberForm> needs from the hook. */
export interface MemberFormControl {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  alert: FormAlertState | null;
  busy: boolean;
}

/**
 * A member-area form: react-hook-form checking the values against the contract's Zod schema
 * before any request, then `submit` (an API call that throws ApiRequestError). A 422's
 * `{ message, errors: { field: [...] } }` lands under the fields the form shows (the first
 * message each); a message for a field it does not show, or any other failure, goes in the
 * alert above the form, which takes focus so screen readers announce it.
 *
 * `field(name)` gives a field component its name, react-hook-form's handlers and ref, and its
 * error: `<TextField label="Email" type="email" {...form.field('email')} />`. A checkbox has
 * no error line: spread `form.register(name)` onto CheckboxField.
 */
export function useMemberForm<Schema extends z.ZodType<FieldValues, FieldValues>, Result>({
  schema,
  defaultValues,
  submit,
  onSuccess,
  onFailure,
  invalidMessage = correctErrors,
}: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  submit: (values: z.output<Schema>) => Promise<Result>;
  onSuccess?: (result: Result) => void;
  /** After any failed submission (the form's own checks or the server's). */
  onFailure?: () => void;
  /** The alert when field errors explain the failure (the account form has its own words). */
  invalidMessage?: string;
}) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    // The alert takes focus instead; the field errors follow it in reading order.
    shouldFocusError: false,
  });
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const showAlert = (message: string) => setAlert({ message, attempt: Date.now() });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    // A field is shown when this form draws a control with its name.
    const isShown = (name: string) => formElement.elements.namedItem(name) !== null;
    void form.handleSubmit(
      async (values) => {
        setAlert(null);
        try {
          // Not `onSuccess?.(await submit(values))`: without an onSuccess, the optional call
          // would skip its argument, and the request with it.
          const result = await submit(values);
          onSuccess?.(result);
        } catch (error) {
          if (error instanceof ApiRequestError) {
            for (const [name, [message]] of Object.entries(error.errors)) {
              if (message && isShown(name)) {
                form.setError(name as Path<z.input<Schema>>, { type: 'server', message });
              }
            }
          }
          const text = formAlertText(error, isShown) ?? genericErrorMessage;
          showAlert(text === correctErrors ? invalidMessage : text);
          onFailure?.();
        }
      },
      () => {
        showAlert(invalidMessage);
        onFailure?.();
      },
    )(event);
  };

  const field = (name: Path<z.input<Schema>>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return { ...form, field, onSubmit, alert, busy: form.formState.isSubmitting };
}
