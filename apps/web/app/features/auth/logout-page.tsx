import { useCallback, useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert, Notice } from '~/components/alert';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useLogout } from '~/api/logout';
import { AuthCard } from './auth-card';
import { errorText } from '~/lib/error-text';
import type { Route } from './+types/logout-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Signed out', noIndex: true });

/** A visitor with no session is already signed out: the server's HTML says so at once. */
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.user) };
}

/** SPEC §2 Signed out: opening this screen signs the user out. */
export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  const { signedIn } = loaderData;
  const logout = useLogout();
  const { mutate } = logout;
  const { revalidate } = useRevalidator();

  const signOut = useCallback(() => {
    // Read the session again: the header then offers to sign in, not the dashboard.
    mutate(undefined, { onSuccess: () => void revalidate() });
  }, [mutate, revalidate]);

  useEffect(() => {
    if (signedIn) signOut();
  }, [signedIn, signOut]);

  if (logout.isError) {
    return (
      <AuthCard title="We could not sign you out">
        <Alert>{errorText(logout.error)}</Alert>
        <button type="button" className={buttonClass('primary', 'mt-6')} onClick={signOut}>
          Try again
        </button>
      </AuthCard>
    );
  }

  if (signedIn && !logout.isSuccess) {
    return (
      <AuthCard title="Signing you out">
        <Notice tone="info">Signing you out…</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="You have been signed out"
      intro={<p>Thank you for visiting. You can sign in again at any time.</p>}
    >
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.login()} className={buttonClass('primary')}>
          Sign in
        </Link>
        <Link to={paths.home()} className={textLinkClass}>
          Back to the home page
        </Link>
      </div>
    </AuthCard>
  );
}
