import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { CurrentUserProvider } from '~/api/get-user';
import { makeQueryClient } from '~/lib/query-client';
import { useSessionUser } from '~/lib/session-user';

/** What the pages' loaders prefetched (lib/prefetch.server.ts), merged into one state. */
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
 * The signed-in areas' data cache (TanStack Query): the member area (layouts/member.tsx) and
 * the staff console (layouts/admin.tsx). It therefore never ships with the public pages, and
 * a fresh cache starts whenever the signed-in user changes, so one person never sees another's
 * data. Pages' loaders fill it through `prefetch`; it is hydrated here on every navigation.
 */
export function MemberCache({ children }: { children: ReactNode }) {
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
        <CurrentUserProvider>{children}</CurrentUserProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
