// PATCH /api/user/credentials/{id} { private }: the owner's switch for a credential's public
// verification page. The switch shows the choice at once (onMutate writes it into the cached
// list), the answer replaces that credential, and a refusal puts the list back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import type { Credential, CredentialsResponse } from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import { credentialsQuery } from './get-credentials';

const replaceIn = (list: CredentialsResponse | undefined, changed: Credential) =>
  list && {
    ...list,
    credentials: list.credentials.map((c) => (c.id === changed.id ? changed : c)),
  };

export function useCredentialPrivacy(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = credentialsQuery();
  return useMutation({
    mutationFn: (makePrivate: boolean) =>
      api.patch<{ credential: Credential }>(apiPath(memberApiRoutes.myCredential, { id }), {
        private: makePrivate,
      }),
    onMutate: async (makePrivate) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const credential = previous?.credentials.find((c) => c.id === id);
      if (credential) {
        queryClient.setQueryData(
          queryKey,
          replaceIn(previous, { ...credential, private: makePrivate }),
        );
      }
      return { previous };
    },
    onError: (_error, _makePrivate, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ credential }) => {
      queryClient.setQueryData(queryKey, (list) => replaceIn(list, credential));
    },
  });
}
