import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { forgotPassword } from '~/api/forgot-password';

/**
 * "Send the link again" on /registered. It asks for a new set-password link the way Forgot
 * password does (POST /api/forgotpassword: rate-limited, the same answer whatever the address,
 * and for an account that never set a password the email says to finish signing up), so it
 * tells nobody whether an address has an account.
 */
export function ResendLinkForm({ email }: { email?: string }) {
  const form = useForm({
    fields: { email: email ?? '' },
    schema: () => import('@techgold/contracts/auth').then((m) => m.forgotPasswordBody),
    submit: forgotPassword,
    onSuccess: (_answer, { email: sentTo }) =>
      `If ${sentTo} has an account waiting to be set up, a new link is on its way. It works for 60 minutes.`,
    guard: false,
  });
  return (
    <Form form={form} submitLabel="Send the link again" busyLabel="Sending…">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...form.field('email')}
      />
    </Form>
  );
}
