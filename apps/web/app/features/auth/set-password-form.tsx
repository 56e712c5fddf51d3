import { messages } from '@techgold/contracts/messages';
import { useState, type FormEvent } from 'react';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { defineFields } from '~/lib/field-list';
import { useSetPassword } from '~/api/set-password';
import { errorText } from './error-text';
import { PasswordHint } from './password-hint';

const fields = defineFields(
  { password: 'password', password_confirmation: 'password' },
  { honeypot: false },
);

interface SetPasswordFormProps {
  userId: string;
  code: string;
  email: string;
  onDone: (message: string | undefined) => void;
  onInvalidLink: () => void;
}

/** Password + Repeat Password (SPEC §2/§5). */
export function SetPasswordForm({
  userId,
  code,
  email,
  onDone,
  onInvalidLink,
}: SetPasswordFormProps) {
  const save = useSetPassword();
  const [mismatch, setMismatch] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, password_confirmation: repeat } = fields.bodyFrom(event.currentTarget);
    if (password !== repeat) {
      setMismatch(true);
      // To the repeat field, which says what to do (the alert above says what went wrong).
      const repeatField = event.currentTarget.elements.namedItem('password_confirmation');
      if (repeatField instanceof HTMLInputElement) repeatField.focus();
      return;
    }
    setMismatch(false);
    save.mutate(
      { password, user_id: userId, code },
      {
        onSuccess: (result) => onDone(result?.message),
        onError: (error) => {
          // A 422 without field errors means the link itself is no longer valid.
          if (
            error instanceof ApiRequestError &&
            error.status === 422 &&
            !error.fieldError('password')
          ) {
            onInvalidLink();
          }
        },
      },
    );
  };

  const error = save.error;
  const passwordError = error instanceof ApiRequestError ? error.fieldError('password') : undefined;
  const otherError = error && !passwordError ? errorText(error) : undefined;

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      {mismatch ? <Alert>{messages.passwordsDoNotMatch}</Alert> : null}
      {otherError ? <Alert>{otherError}</Alert> : null}
      {/* Lets password managers store the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={<PasswordHint />}
        error={passwordError}
        aria-invalid={mismatch || passwordError ? true : undefined}
      />
      <TextField
        label="Repeat Password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? 'Enter the same password in both fields' : undefined}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set password'}
      </button>
    </form>
  );
}
