import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useSessionUser } from '~/lib/session-user';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import type { Route } from './+types/login-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.location.search.includes('mode=forgot') ? 'Reset your password' : 'Sign in',
    description: 'Sign in to the Tech Industry Gold member platform.',
  });

function SignedIn({ email }: { email: string }) {
  return (
    <AuthCard title="You are already signed in" intro={<p>Signed in as {email}.</p>}>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.dashboard()} className={buttonClass('primary')}>
          Go to dashboard
        </Link>
        <Link to={paths.logout()} className={textLinkClass}>
          Sign out
        </Link>
      </div>
    </AuthCard>
  );
}

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** '2027-03-14' → '14 March 2027'. */
function deletedOn(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** SPEC §2 Sign in, with its two modes kept in the URL (`?mode=forgot`) so each is linkable. */
export default function LoginPage() {
  const user = useSessionUser();
  // Only a visitor who arrived signed in sees this; signing in here goes straight on to the dashboard.
  const [signedInAtOpen] = useState(user !== null);
  const [searchParams] = useSearchParams();
  const forgot = searchParams.get('mode') === 'forgot';
  // Arrived from "Delete my account" (decision 0064): the day it is erased, as the server said.
  const deleted = /^\d{4}-\d{2}-\d{2}$/.exec(searchParams.get('deleted') ?? '')?.[0];
  // Switching between sign-in and reset replaces the card: take focus to its new heading
  // (not on the first render, where the browser's own start point is right).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(forgot);
  useEffect(() => {
    if (shownMode.current === forgot) return;
    shownMode.current = forgot;
    heading.current?.focus();
  }, [forgot]);
  if (user && signedInAtOpen) return <SignedIn email={user.email} />;

  if (forgot) {
    return (
      <AuthCard
        headingRef={heading}
        title="Reset your password"
        intro={<p>Enter your email address and we will send you a link to set a new password.</p>}
      >
        <ForgotPasswordForm />
        <p className="mt-6 border-t border-slate-200 pt-5">
          <Link to={paths.login()} className={textLinkClass}>
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      headingRef={heading}
      title="Sign in"
      intro={
        <p>
          Welcome back to the Tech Industry Gold community. Learners, employers and learning
          provider staff all sign in here.
        </p>
      }
    >
      {deleted ? (
        <div role="status" className="mb-5 rounded-lg border border-slate-300 bg-slate-50 p-4">
          <p className="font-semibold">Your account will be deleted on {deletedOn(deleted)}.</p>
          <p className="mt-1">
            You have been signed out of every browser. Changed your mind? Sign in before then and
            confirm that you want to keep your account.
          </p>
        </div>
      ) : null}
      <SignInForm />
      <div className="mt-6 space-y-3 border-t border-slate-200 pt-5">
        <p className="text-slate-700">
          New here?{' '}
          <Link to={paths.joinCommunity()} className={textLinkClass}>
            Create a free account
          </Link>
        </p>
        <p>
          <Link to={paths.home()} className={textLinkClass}>
            Back to the home page
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
