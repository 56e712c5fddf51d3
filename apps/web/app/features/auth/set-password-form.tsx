import { messages } from '@techgold/contracts/messages';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { defineFields } from '~/lib/field-list';
import { useSetPassword } from '~/api/set-password';
import { errorText } from './error-text';
import { PasswordHint } from './password-hint';

/** `current_password` is shown (and sent) only for a link from the account page. */
const fields = defineFields(
  { current_password: 'password', password: 'password', password_confirmation: 'password' },
  { honeypot: false },
);

interface SetPasswordFormProps {
  userId: string;
  code: string;
  email: string;
  /** The link came from the account page: ask for the current password too. */
  currentPasswordRequired?: boolean;
  onDone: (message: string | undefined) => void;
  onInvalidLink: () => void;
}

/** Password + Repeat Password (SPEC §2/§5). */
export function SetPasswordForm({
  userId,
  code,
  email,
  currentPasswordRequired = false,
  onDone,
  onInvalidLink,
}: SetPasswordFormProps) {
  const save = useSetPassword();
  const [mismatch, setMismatch] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const {
      current_password: current,
      password,
      password_confirmation: repeat,
    } = fields.bodyFrom(event.currentTarget);
    if (password !== repeat) {
      setMismatch(true);
      // To the repeat field, which says what to do (the alert above says what went wrong).
      const repeatField = event.currentTarget.elements.namedItem('password_confirmation');
      if (repeatField instanceof HTMLInputElement) repeatField.focus();
      return;
    }
    setMismatch(false);
    save.mutate(
      {
        password,
        user_id: userId,
        code,
        ...(currentPasswordRequired ? { current_password: current } : {}),
      },
      {
        onSuccess: (result) => onDone(result?.message),
        onError: (error) => {
          if (!(error instanceof ApiRequestError) || error.status !== 422) return;
          // Focus goes to the first field the server refused, which says why under it.
          const refused = (['current_password', 'password'] as const).find((name) =>
            error.fieldError(name),
          );
          const field = refused ? formRef.current?.elements.namedItem(refused) : null;
          if (field instanceof HTMLInputElement) field.focus();
          // A 422 without field errors means the link itself is no longer valid.
          else if (!refused) onInvalidLink();
        },
      },
    );
  };

  const error = save.error;
  const passwordError = error instanceof ApiRequestError ? error.fieldError('password') : undefined;
  const currentError =
    error instanceof ApiRequestError ? error.fieldError('current_password') : undefined;
  const otherError = error && !passwordError && !currentError ? errorText(error) : undefined;

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} className="space-y-5">
      {mismatch ? <Alert>{messages.passwordsDoNotMatch}</Alert> : null}
      {otherError ? <Alert>{otherError}</Alert> : null}
      {/* Lets password managers store the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {currentPasswordRequired ? (
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={currentError}
          aria-invalid={currentError ? true : undefined}
        />
      ) : null}
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
