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

/** SPEC §2 Sign in, with its two modes kept in the URL (`?mode=forgot`) so each is linkable. */
export default function LoginPage() {
  const user = useSessionUser();
  // Only a visitor who arrived signed in sees this; signing in here goes straight on to the dashboard.
  const [signedInAtOpen] = useState(user !== null);
  const [searchParams] = useSearchParams();
  const forgot = searchParams.get('mode') === 'forgot';
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
