import { deleteAccountBody } from '@techgold/contracts/privacy';
import { DELETION_GRACE_DAYS } from '@techgold/contracts/retention';
import { useDeleteAccount } from '~/api/privacy';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';

/**
 * Delete my account: says plainly what happens, asks for the password again, and then goes to
 * the sign-in page with the day the account will be erased (every session has ended).
 */
export function DeleteAccountForm() {
  const deletion = useDeleteAccount();
  const form = useForm({
    schema: deleteAccountBody,
    fields: { password: '' },
    submit: (values) => deletion.mutateAsync(values),
    // A full page load: the session has gone, and nothing cached should outlive it.
    onSuccess: (answer) =>
      window.location.assign(`${paths.login()}?deleted=${encodeURIComponent(answer.erase_on)}`),
  });
  return (
    <div className="mt-2 space-y-4 text-slate-700">
      <p>If you delete your account:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>you are signed out at once, in every browser, and cannot use the platform;</li>
        <li>
          after {DELETION_GRACE_DAYS} days we erase your profile, equality answers, saved items,
          notifications, sign-in history and the files only you used;
        </li>
        <li>
          insights you published stay on the site under &ldquo;Former member&rdquo; (ask us if you
          want them removed too); our records keep that things happened, not who you are;
        </li>
        <li>we email you at each step.</li>
      </ul>
      <p>
        Changed your mind within the {DELETION_GRACE_DAYS} days? Sign in and confirm that you want
        to keep it.
      </p>
      <Form form={form} submitLabel="Delete my account" busyLabel="Deleting…">
        <TextField
          label="Your password"
          hint="Enter your password again to confirm that it is you."
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      </Form>
    </div>
  );
}
