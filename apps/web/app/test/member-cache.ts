// For component tests of member-area pieces: the query cache the member layout would give
// them, holding the signed-in user's record as its loader would (api/get-user.ts).
import { QueryClient } from '@tanstack/react-query';
import type { PageUser } from '@techgold/contracts/page-user';
import { userKey } from '~/api/get-user';

export function memberCache(user: PageUser | null): QueryClient {
  const client = new QueryClient();
  client.setQueryData(userKey, user);
  return client;
}
