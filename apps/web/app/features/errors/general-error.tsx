import { isRouteErrorResponse, Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { paths } from '~/lib/paths';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return {
      title: 'You do not have access to this page',
      text: 'Sign in with a different account, or go back to the home page.',
    };
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return {
      title: 'We are busy right now',
      text: 'The service is temporarily unavailable. Please try again in a moment.',
    };
  }
  return {
    title: 'Something went wrong',
    text: 'Sorry, we could not show this page. Please try again in a moment.',
  };
}

/**
 * Friendly message and a way on for any unexpected error: the root error boundary's, where
 * the way on is the home page, and the member area's (app-error.tsx), where it is the dashboard.
 */
export function GeneralError({
  error,
  home = { to: paths.home(), label: 'Visit Home Page' },
}: {
  error: unknown;
  home?: { to: string; label: string };
}) {
  const { title, text } = describe(error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="container-page py-14 md:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950 md:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link to={home.to} className={buttonClass('outline')}>
          {home.label}
        </Link>
      </div>
      {detail ? (
        <pre className="mt-10 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
          {detail}
        </pre>
      ) : null}
    </div>
  );
}
