// GET /api/user/credentials (signed in): the member's own badges, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@techgold/contracts/api-paths';
import { CREDENTIALS_PAGE_MAX, type CredentialsResponse } from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';

export function credentialsQuery(get: Getter<CredentialsResponse> = api.get) {
  return queryOptions({
    queryKey: ['credentials'] as const,
    queryFn: ({ signal }) =>
      get(withQuery(memberApiRoutes.myCredentials, { limit: CREDENTIALS_PAGE_MAX }), signal),
  });
}

export const useCredentials = () => useQuery(credentialsQuery());
