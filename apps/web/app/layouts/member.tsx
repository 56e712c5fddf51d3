import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { requireUser } from '~/lib/auth.server';
import { makeQueryClient } from '~/lib/query-client';
import { useUser } from '~/lib/user-context';
import type { Route } from './+types/member';

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
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
  const userId = useUser()?.id ?? null;
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
