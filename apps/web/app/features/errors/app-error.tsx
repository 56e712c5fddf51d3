import { isRouteErrorResponse } from 'react-router';
import { paths } from '~/lib/paths';
import { GeneralError } from './general-error';
import { NotFound } from './not-found';

/**
 * What the member area shows for an error below its layouts, inside the app shell, so the
 * navigation stays (layouts/app.tsx and app-no-search.tsx): the not-found page for a 404 (a
 * member loader found nothing), else the friendly message with the dashboard as the way on.
 */
export function AppError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <GeneralError error={error} home={{ to: paths.dashboard(), label: 'Back to your dashboard' }} />
  );
}
