import { messages } from '@techgold/contracts/messages';
import { useState, type FormEvent } from 'react';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { defineFields } from '~/lib/field-list';
import { useForgotPassword } from '~/api/forgot-password';
import { errorText } from './error-text';

const emptyEmailMessage = 'Enter your email address';

const fields = defineFields({ email: 'text' }, { honeypot: false });

/** Email + "Send password reset email". Used by /login?mode=forgot and by an invalid set-password link. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [emptyError, setEmptyError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = fields.bodyFrom(event.currentTarget);
    // SPEC §5: nothing is sent when the email is empty.
    if (!body.email) {
      setEmptyError(emptyEmailMessage);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setEmptyError(undefined);
    forgot.mutate(body);
  };

  // SPEC §5: a refused address reads 'Invalid email address'. Rate limits, outages and lost
  // connections say what really happened, so nobody retypes a correct address.
  const status = forgot.error instanceof ApiRequestError ? forgot.error.status : 0;
  const failure =
    status === 429 || status === 0 || status >= 500
      ? errorText(forgot.error)
      : messages.forgotFailed;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {forgot.isError ? <Alert>{failure}</Alert> : null}
      {forgot.isSuccess ? <Notice>{messages.forgotSuccess}</Notice> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={emptyError}
      />
      <button
        type="submit"
        className={buttonClass('primary', 'w-full')}
        disabled={forgot.isPending}
      >
        {forgot.isPending ? 'Sending…' : 'Send password reset email'}
      </button>
    </form>
  );
}
