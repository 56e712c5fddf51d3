// GET /api/user (signed in): the signed-in member's record, as pages show it (PageUser: no
// contact details). It lives in the member area's query cache like every other read: the
// member layout's loader puts the session's copy in on every navigation (layouts/member.tsx),
// and a change the record reflects (saves, notifications, preferences, the profile, authoring)
// calls `refreshUser`, which reloads it — and the account page's full record under the same
// key prefix — from the server.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { toPageUser, type PageUser } from '@techgold/contracts/page-user';
import type { CurrentUser } from '@techgold/contracts/user';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

/** Every read of the user's own record starts with this key (see get-account.ts). */
export const userKey = ['user'] as const;

export function userQuery(get: Getter<CurrentUser> = api.get) {
  return queryOptions({
    queryKey: userKey,
    queryFn: async ({ signal }): Promise<PageUser | null> =>
      toPageUser(await get(apiRoutes.user, signal)),
    // Never refetched just because a component mounted: every navigation brings the server's
    // copy, and every change that alters it refreshes it.
    staleTime: Infinity,
  });
}

/** Not signed in (null) is a value; undefined means no provider above. */
const CurrentUserContext = createContext<PageUser | null | undefined>(undefined);

/**
 * One subscription to the record for the whole signed-in area (components/member-cache.tsx).
 * A list page's rows each read it (their save toggles), and an observer for each of them was
 * 3% of the CPU an insights page took to render on the server (issue 38's profile).
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const user = useQuery(userQuery()).data ?? null;
  return createElement(CurrentUserContext, { value: user }, children);
}

/** The signed-in member's record, or null (signed out: the member layout is about to leave). */
export function useCurrentUser(): PageUser | null {
  const user = useContext(CurrentUserContext);
  if (user === undefined) {
    throw new Error('useCurrentUser needs a <CurrentUserProvider> above it (MemberCache has one)');
  }
  return user;
}

/** After a change the record reflects: reload it (and the account page's copy) from the server. */
export const refreshUser = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKey });

/**
 * The optimistic half of a switch the member flips in their own record (0058): `onMutate`
 * cancels a reload on its way (it would overwrite the change with the old record), writes
 * `edit(record, change)` into the cache and keeps the previous copy; `onError` puts it back.
 * Spread into a `useMutation`, beside its own `mutationFn` and `onSuccess`.
 */
export function optimisticUserEdit<Change>(
  queryClient: QueryClient,
  edit: (user: PageUser, change: Change) => PageUser,
) {
  return {
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: userKey, exact: true });
      const previous = queryClient.getQueryData<PageUser | null>(userKey);
      if (previous) queryClient.setQueryData(userKey, edit(previous, change));
      return { previous };
    },
    onError: (_error: unknown, _change: Change, context?: { previous?: PageUser | null }) => {
      if (context?.previous) queryClient.setQueryData(userKey, context.previous);
    },
  };
}
