import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
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

/**
 * Every login-required page sits under this layout. It owns the member area's data cache
 * (TanStack Query), which therefore never ships with the public pages, and starts a fresh
 * cache whenever the signed-in user changes, so one person never sees another's data.
 */
export default function MemberLayout() {
  const userId = useUser()?.id ?? null;
  const [cache, setCache] = useState(() => ({ userId, client: makeQueryClient() }));
  let queryClient = cache.client;
  if (cache.userId !== userId) {
    queryClient = makeQueryClient();
    setCache({ userId, client: queryClient });
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
