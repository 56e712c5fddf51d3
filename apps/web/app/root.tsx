import { use, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { toPageUser } from '@techgold/contracts/page-user';
import { PublicFrame } from '~/components/public-frame';
import { GeneralError } from '~/features/errors/general-error';
import { NotFound } from '~/features/errors/not-found';
import { primeCsrfCookie, setUnauthorizedHandler } from '~/lib/api-client';
import { defaultDescription, siteName } from '~/lib/meta';
import { NonceContext } from '~/lib/nonce-context';
import { isLoginRequiredPath, paths } from '~/lib/paths';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // precedence: React puts the stylesheet first in <head>, ahead of the module preloads, so
  // the first paint waits for less (Lighthouse FCP).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export const meta: Route.MetaFunction = () => [
  { title: siteName },
  { name: 'description', content: defaultDescription },
];

export function loader({ context }: Route.LoaderArgs) {
  return {
    // Only what pages show: this data is embedded in every page's HTML.
    user: context?.user ? toPageUser(context.user) : null,
    publicBaseUrl: context?.publicBaseUrl ?? '',
  };
}

// Re-read the signed-in user from the server on every navigation, so the header and the
// member area never act on a session that has ended.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

/**
 * A 401 from the API means the session has ended: on a member page, go to sign in; elsewhere,
 * read the session again (the root loader), so the header stops saying "Go to dashboard".
 */
function useSessionEndHandler(signedIn: boolean) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (isLoginRequiredPath(window.location.pathname)) {
        void navigate(paths.login(), { replace: true });
      } else if (signedIn) {
        void revalidate();
      }
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, revalidate, signedIn]);
}

function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  useEffect(() => {
    // SPEC §7: the anti-forgery cookie is primed at app start, before data loads.
    primeCsrfCookie().catch(() => undefined);
    // Lets browser tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useSessionEndHandler(signedIn);
  return children;
}

/** The document, shared by pages and the root error boundary. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = use(NonceContext);
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101f42" />
        <Meta />
        <Links />
      </head>
      <body>
        <Providers signedIn={Boolean(data?.user)}>{children}</Providers>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <PublicFrame>{notFound ? <NotFound /> : <GeneralError error={error} />}</PublicFrame>;
}
