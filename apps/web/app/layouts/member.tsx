import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { userQuery } from '~/api/get-user';
import { requireUser } from '~/lib/auth.server';
import { prefetch } from '~/lib/prefetch.server';
import { makeQueryClient } from '~/lib/query-client';
import { useSessionUser } from '~/lib/session-user';
import type { Route } from './+types/member';

/**
 * The signed-in member's record goes into the query cache like any other read (api/get-user):
 * the session already holds it, so the getter hands that over instead of asking the API.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(userQuery(() => Promise.resolve(user))),
    ),
  };
}

// Check the session on every navigation, so a session that ended elsewhere sends the user to
// sign in on their next click rather than showing member pages.
export const shouldRevalidate = () => true;

/** What member pages' loaders prefetched (lib/prefetch.server.ts), merged into one state. */
function usePrefetched(): DehydratedState | undefined {
  const matches = useMatches();
  return useMemo(() => {
    const states = matches
      .map((m) => (m.loaderData as { dehydrated?: DehydratedState } | null)?.dehydrated)
      .filter((s): s is DehydratedState => s !== undefined);
    if (states.length === 0) return undefined;
    return { queries: states.flatMap((s) => s.queries), mutations: [] };
  }, [matches]);
}

/**
 * Every login-required page sits under this layout. It owns the member area's data cache
 * (TanStack Query), which therefore never ships with the public pages, and starts a fresh
 * cache whenever the signed-in user changes, so one person never sees another's data.
 * Pages' loaders fill it through `prefetch`; it is hydrated here on every navigation.
 */
export default function MemberLayout() {
  const userId = useSessionUser()?.id ?? null;
  const [cache, setCache] = useState(() => ({ userId, client: makeQueryClient() }));
  let queryClient = cache.client;
  if (cache.userId !== userId) {
    queryClient = makeQueryClient();
    setCache({ userId, client: queryClient });
  }
  const prefetched = usePrefetched();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={prefetched}>
        <Outlet />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
