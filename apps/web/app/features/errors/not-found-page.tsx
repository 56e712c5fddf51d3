import { data } from 'react-router';
import { pageMeta } from '~/lib/meta';
import { NotFound } from './not-found';
import type { Route } from './+types/not-found-page';

// The catch-all route: any path no other route matches, `/404` included. The page renders
// inside the marketing layout and the document answers with HTTP 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Page not found', noIndex: true });

export default function NotFoundPage() {
  return <NotFound />;
}
