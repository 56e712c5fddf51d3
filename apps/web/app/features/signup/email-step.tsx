import { useState } from 'react';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';

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
  // The starting address is read once: the page keeps the address step 1 sent (for coming
  // back from step 2), and a new starting value would reset the form, clearing its summary.
  const [fields] = useState({ email: initialEmail });
  const form = useForm({
    fields,
    schema: () => import('@techgold/contracts/signup').then((m) => m.verifyEmailBody),
    submit: ({ email }) => verify(email),
    onSuccess: (result, { email }) => {
      const problem = onResult(email, result);
      if (problem) form.report([{ field: 'email', text: problem }]);
    },
    guard: false,
  });
  return (
    <Form form={form} submitLabel="Continue" busyLabel="Checking…">
      <TextField
        label={label}
        hint={hint}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        // Coming back from step 2 (the close icon): continue where the person left off.
        autoFocus={autoFocus}
        {...form.field('email')}
      />
    </Form>
  );
}
