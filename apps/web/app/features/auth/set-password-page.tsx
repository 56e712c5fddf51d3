import { messages } from '@techgold/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { ApiRequestError } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useConfirmEmail } from '~/api/confirm-email';
import { AuthCard } from './auth-card';
import { errorText } from '~/lib/error-text';
import { ForgotPasswordForm } from './forgot-password-form';
import { SetPasswordForm } from './set-password-form';
import type { Route } from './+types/set-password-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Set your password', noIndex: true });

// SPEC left an invalid link on a blank page; we explain and offer a fresh link (DESIGN §8).
function InvalidLink() {
  return (
    <AuthCard title="This link is no longer valid">
      <Alert>{messages.setPasswordLinkInvalid}</Alert>
      <div className="mt-6">
        <ForgotPasswordForm />
      </div>
    </AuthCard>
  );
}

type Outcome = { kind: 'form' } | { kind: 'invalid' } | { kind: 'done'; message?: string };

/** SPEC §2 Set password: confirm the emailed link, then choose a password. */
export default function SetPasswordPage({ params }: Route.ComponentProps) {
  const { user_id: userId, code } = params;
  const check = useConfirmEmail(userId, code);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  if (outcome.kind === 'done') {
    return (
      <AuthCard title="Your password has been set">
        <Notice>{outcome.message ?? 'You can now log in with your new password.'}</Notice>
        <Link to={paths.login()} className={buttonClass('primary', 'mt-6 w-full')}>
          Log In
        </Link>
      </AuthCard>
    );
  }

  if (outcome.kind === 'invalid') return <InvalidLink />;

  if (check.isError) {
    const status = check.error instanceof ApiRequestError ? check.error.status : 0;
    if (status >= 400 && status < 500 && status !== 429) return <InvalidLink />;
    return (
      <AuthCard title="Set your password">
        <Alert>{errorText(check.error)}</Alert>
        <button type="button" className={buttonClass('primary', 'mt-6')} onClick={check.retry}>
          Try again
        </button>
      </AuthCard>
    );
  }

  if (!check.data) {
    return (
      <AuthCard title="Set your password">
        <Notice tone="info">Checking your link…</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set your password"
      intro={
        <>
          <p>
            Choose a password for <strong className="text-navy-950">{check.data.email}</strong>.
          </p>
          {check.data.current_password_required ? (
            <p className="mt-2">
              You opened this link from your account, so enter your current password as well. If you
              have forgotten it, sign out and use &lsquo;Forgot password&rsquo; on the sign-in page
              instead.
            </p>
          ) : null}
          {check.data.current_password_required ? (
            <p className="mt-2">
              <Link to={paths.account()} className="font-semibold text-navy-700 underline">
                Back to your account
              </Link>
            </p>
          ) : null}
        </>
      }
    >
      <SetPasswordForm
        userId={userId}
        code={code}
        email={check.data.email}
        currentPasswordRequired={check.data.current_password_required}
        onDone={(message) => setOutcome({ kind: 'done', message })}
        onInvalidLink={() => setOutcome({ kind: 'invalid' })}
      />
    </AuthCard>
  );
}
