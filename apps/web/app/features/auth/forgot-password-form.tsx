import { messages } from '@techgold/contracts/messages';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { errorText } from '~/lib/error-text';
import { forgotPassword } from '~/api/forgot-password';

/** Email + "Send password reset email". Used by /login?mode=forgot and by an invalid set-password link. */
export function ForgotPasswordForm() {
  const form = useForm({
    fields: { email: '' },
    // SPEC §5: nothing is sent when the email is empty (the contract's schema says so first).
    schema: () => import('@techgold/contracts/auth').then((m) => m.forgotPasswordBody),
    submit: forgotPassword,
    onSuccess: () => messages.forgotSuccess,
    // SPEC §5: a refused address reads 'Invalid email address'. Rate limits, outages and lost
    // connections say what really happened, so nobody retypes a correct address.
    errorMessage: (error) => {
      const status = error instanceof ApiRequestError ? error.status : 0;
      return status === 429 || status === 0 || status >= 500
        ? errorText(error)
        : messages.forgotFailed;
    },
    guard: false,
  });
  return (
    <Form form={form} submitLabel="Send password reset email" busyLabel="Sending…">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        {...form.field('email')}
      />
    </Form>
  );
}
