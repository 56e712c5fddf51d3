// PATCH /api/user/credentials/{id} { private }: the owner's switch for a credential's public
// verification page. The answer replaces that credential in the cached list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import type { Credential, CredentialsResponse } from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { api } from '~/lib/api-client';
import { credentialsQuery } from './get-credentials';

export function useCredentialPrivacy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (makePrivate: boolean) =>
      api.patch<{ credential: Credential }>(apiPath(memberApiRoutes.myCredential, { id }), {
        private: makePrivate,
      }),
    onSuccess: ({ credential }) => {
      queryClient.setQueryData<CredentialsResponse>(credentialsQuery().queryKey, (list) =>
        list
          ? {
              ...list,
              credentials: list.credentials.map((c) => (c.id === credential.id ? credential : c)),
            }
          : list,
      );
    },
  });
}
