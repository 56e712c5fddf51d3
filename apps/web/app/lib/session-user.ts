import type { PageUser } from '@techgold/contracts/page-user';
import { useRouteLoaderData } from 'react-router';

/**
 * Who is signed in, as the root loader last read it from the session (it re-reads it on every
 * navigation). For the public pages, which carry no query cache (docs/decisions/0032) and only
 * ask "signed in or not"; member pages read the record from the cache: `useCurrentUser`
 * (api/get-user.ts, docs/decisions/0058).
 */
export function useSessionUser(): PageUser | null {
  return (useRouteLoaderData('root') as { user?: PageUser | null } | undefined)?.user ?? null;
}
