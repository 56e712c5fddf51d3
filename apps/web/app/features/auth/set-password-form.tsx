import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { setPassword } from '~/api/set-password';
import { PasswordHint } from './password-hint';

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
  const form = useForm({
    // The link's user and code are fields no control draws: sent as they stand.
    fields: {
      current_password: '',
      password: '',
      password_confirmation: '',
      user_id: userId,
      code,
    },
    // SPEC §5: both passwords must match ('Passwords do not match…'), checked by the contract.
    schema: () => import('@techgold/contracts/auth').then((m) => m.setPasswordForm),
    submit: ({ password_confirmation: _repeat, current_password, ...body }) =>
      setPassword({
        ...body,
        user_id: userId,
        ...(currentPasswordRequired ? { current_password: current_password ?? '' } : {}),
      }),
    onSuccess: (result) => onDone(result?.message),
    onError: (error) => {
      // A 422 without field errors means the link itself is no longer valid.
      if (
        error instanceof ApiRequestError &&
        error.status === 422 &&
        Object.keys(error.errors).length === 0
      )
        onInvalidLink();
    },
    guard: false,
  });

  return (
    <Form form={form} submitLabel="Set password" busyLabel="Saving…">
      {/* Lets password managers store the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {currentPasswordRequired ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('current_password')}
        />
      ) : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={<PasswordHint />}
        {...form.field('password')}
      />
      <TextField
        label="Repeat Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
      />
    </Form>
  );
}
