import { useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/button-styles';
import { FormAlert } from '~/components/form/form-alert';
import { TextField } from '~/components/text-field';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { useAction } from '~/lib/use-action';
import { readForm } from '~/lib/form-data';

/**
 * Step 1 of a sign-up: the address is checked against the organisations. `onResult` returns
 * a message when the answer is not a usable match (the employer no-match alert), else null.
 */
export function EmailStep<Result>({
  label,
  hint,
  initialEmail,
  autoFocus,
  verify,
  onResult,
}: {
  label: string;
  hint: string;
  initialEmail: string;
  autoFocus: boolean;
  verify: (email: string) => Promise<Result>;
  onResult: (email: string, result: Result) => string | null;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const check = useAction(verify);
  const apiError = check.error instanceof ApiRequestError ? check.error : null;
  const alert = problem ?? (check.error ? (apiError?.message ?? genericErrorMessage) : null);
  const fieldError = apiError?.fieldError('email');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = readForm(event.currentTarget).text('email');
    setProblem(null);
    check.mutate(email, { onSuccess: (result) => setProblem(onResult(email, result)) });
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={alert} attempt={check.submittedAt} />
      <TextField
        label={label}
        hint={hint}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        defaultValue={initialEmail}
        // Coming back from step 2 (the close icon): continue where the person left off.
        autoFocus={autoFocus}
        // Marked whenever the address is the problem (the summary above skips a repeat).
        error={fieldError ?? problem ?? undefined}
      />
      <button type="submit" className={buttonClass('primary')} disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
