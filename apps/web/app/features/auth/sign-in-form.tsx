import { memberMessages } from '@techgold/contracts/member-messages';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';
import { defineFields } from '~/lib/field-list';
import { paths } from '~/lib/paths';
import { isReturnPath } from '~/lib/return-path';
import { useLogin } from '~/api/login';
import { errorText } from './error-text';

const fields = defineFields({ email: 'text', password: 'password' }, { honeypot: false });

/** A field message that adds something to the alert above the form. */
function extraFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const message = error.fieldError(field);
  return message && message !== error.message ? message : undefined;
}

/** What is missing or malformed before anything is sent, GOV.UK style. */
function checkSignIn(email: string, password: string) {
  const errors: { email?: string; password?: string } = {};
  if (!email) errors.email = 'Enter your email address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = 'Enter an email address in the correct format, like name@example.com';
  if (!password) errors.password = 'Enter your password';
  return errors;
}

/** Where to go after signing in: the page an emailed link asked for (`?next=`), else the dashboard. */
function destination(next: string | null): string {
  return isReturnPath(next) ? next : paths.dashboard();
}

export function SignInForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  // The last details sent: confirming "keep my account" sends them again (decision 0064).
  const sent = useRef<{ email: string; password: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = fields.bodyFrom(formElement);
    const errors = checkSignIn(body.email, body.password);
    setMissing(errors);
    const first = errors.email ? 'email' : errors.password ? 'password' : null;
    if (first) {
      login.reset();
      (formElement.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    sent.current = body;
    // The dashboard's loaders read the new session (the header and the member area follow).
    login.mutate(body, {
      onSuccess: () => void navigate(destination(searchParams.get('next'))),
    });
  };

  const keepAccount = () => {
    if (!sent.current) return;
    login.mutate(
      { ...sent.current, cancel_deletion: true },
      {
        // The page it lands on says so (the member and console shells show a handed-on message).
        onSuccess: () =>
          void navigate(destination(searchParams.get('next')), {
            state: { arrived: memberMessages.deletionCancelled },
          }),
      },
    );
  };
  const deletionPending = login.error instanceof ApiRequestError && login.error.deletionPending;

  // Stay busy after success until the dashboard has loaded.
  const busy = login.isPending || login.isSuccess;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {deletionPending ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
        >
          <p>{errorText(login.error)}</p>
          <button
            type="button"
            onClick={keepAccount}
            className={`${buttonClass('primary')} mt-3`}
            disabled={busy}
          >
            Keep my account and sign in
          </button>
        </div>
      ) : login.isError ? (
        <Alert>{errorText(login.error)}</Alert>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        error={missing.email ?? extraFieldError(login.error, 'email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={missing.password ?? extraFieldError(login.error, 'password')}
      />
      <div className="flex flex-col-reverse gap-4 xs:flex-row xs:items-center xs:justify-between">
        <Link to={paths.login('forgot')} className={textLinkClass}>
          Forgot password
        </Link>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
