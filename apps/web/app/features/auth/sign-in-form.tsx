import { memberMessages } from '@techgold/contracts/member-messages';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { errorText } from '~/lib/error-text';
import { paths } from '~/lib/paths';
import { isReturnPath } from '~/lib/return-path';
import type { LoginBody } from '@techgold/contracts/auth';
import { login } from '~/api/login';

/** Where to go after signing in: the page an emailed link asked for (`?next=`), else the dashboard. */
function destination(next: string | null): string {
  return isReturnPath(next) ? next : paths.dashboard();
}

export function SignInForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The account is waiting to be deleted (decision 0064): the server's words and a way to keep it.
  const [deletionPending, setDeletionPending] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  // The last details sent: confirming "keep my account" sends them again.
  const sent = useRef<LoginBody | null>(null);
  const done = () => void navigate(destination(searchParams.get('next')));

  const form = useForm({
    fields: { email: '', password: '' },
    // The contract's schema, loaded when the form is first used: zod stays off the page (0032).
    schema: () => import('@techgold/contracts/auth').then((m) => m.loginBody),
    submit: (body) => {
      setDeletionPending(null);
      sent.current = body;
      return login(body);
    },
    // The dashboard's loaders read the new session (the header and the member area follow).
    onSuccess: done,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.deletionPending)
        setDeletionPending(errorText(error));
    },
    guard: false,
    stayBusy: true,
  });

  const keepAccount = async () => {
    if (!sent.current) return;
    setKeeping(true);
    try {
      await login({ ...sent.current, cancel_deletion: true });
      // The page it lands on says so (the member and console shells show a handed-on message).
      void navigate(destination(searchParams.get('next')), {
        state: { arrived: memberMessages.deletionCancelled },
      });
    } catch (error) {
      setKeeping(false);
      setDeletionPending(errorText(error));
    }
  };

  return (
    <div className="space-y-5">
      {deletionPending ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <p>You can keep your account: sign in again to cancel the deletion.</p>
          <button
            type="button"
            onClick={() => void keepAccount()}
            className={`${buttonClass('primary')} mt-3`}
            disabled={keeping}
          >
            Keep my account and sign in
          </button>
        </div>
      ) : null}
      <Form
        form={form}
        submitLabel="Sign in"
        busyLabel="Signing in…"
        actions={
          <Link to={paths.login('forgot')} className={`${textLinkClass} xs:order-first xs:mr-auto`}>
            Forgot password
          </Link>
        }
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
      </Form>
    </div>
  );
}
