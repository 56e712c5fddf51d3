// GET /api/user/author-access: where the member's request to write insights stands; POST asks
// the staff for it ("Request author access" on My insights, issue 26).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorAccessStatus } from '@techgold/contracts/author-access';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

const key = ['user', 'author-access'] as const;

export function authorAccessQuery(get: Getter<AuthorAccessStatus> = api.get) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => get(memberApiRoutes.authorAccess, signal),
  });
}

export const useAuthorAccess = () => useQuery(authorAccessQuery());

export function useRequestAuthorAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AuthorAccessStatus>(memberApiRoutes.authorAccess, {}),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
