import { useState, type FormEvent } from 'react';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { useForgotPassword } from '~/api/forgot-password';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { defineFields } from '~/lib/field-list';

const fields = defineFields({ email: 'text' }, { honeypot: false });

/**
 * "Send the link again" on /registered. It asks for a new set-password link the way Forgot
 * password does (POST /api/forgotpassword: rate-limited, the same answer whatever the address,
 * and for an account that never set a password the email says to finish signing up), so it
 * tells nobody whether an address has an account.
 */
export function ResendLinkForm({ email }: { email?: string }) {
  const resend = useForgotPassword();
  const [sentTo, setSentTo] = useState<string>();
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = fields.bodyFrom(event.currentTarget);
    setEmpty(!body.email);
    if (!body.email) {
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    resend.mutate(body, { onSuccess: () => setSentTo(body.email) });
  };

  const error = resend.error;
  const fieldError =
    error instanceof ApiRequestError && error.status === 422
      ? error.fieldError('email')
      : undefined;
  const otherError =
    resend.isError && !fieldError
      ? error instanceof ApiRequestError
        ? error.message
        : genericErrorMessage
      : undefined;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {otherError ? <Alert>{otherError}</Alert> : null}
      {resend.isSuccess && sentTo ? (
        <Notice>
          If <strong className="break-all">{sentTo}</strong> has an account waiting to be set up, a
          new link is on its way. It works for 60 minutes.
        </Notice>
      ) : null}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        defaultValue={email}
        required
        error={empty ? 'Enter your email address' : fieldError}
      />
      <button type="submit" className={buttonClass('outline')} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </form>
  );
}
