// The account page's reads and writes (SPEC §2 Account):
// - GET /api/user in full (with the contact details the page user leaves out), under the
//   user record's key prefix, so `refreshUser` reloads it with the page user;
// - PUT /api/user: the profile, which both copies of the record then show;
// - GET /api/user/password-reset-link: a fresh single-use set-password link, read on click
//   and never kept (each click asks again);
// - POST /api/user/contact-email/confirmation and …/confirm: a new contact email's link sent
//   again, and opened (decision 0074); both reload the record.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  contactEmailAnswer,
  PasswordResetLinkResponse,
  profileBody,
} from '@techgold/contracts/account';
import * as apiRoutes from '@techgold/contracts/api-routes';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { CurrentUser } from '@techgold/contracts/user';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import { refreshUser, userKey } from './get-user';

export function accountQuery(get: Getter<CurrentUser> = api.get) {
  return queryOptions({
    queryKey: [...userKey, 'account'] as const,
    queryFn: ({ signal }) => get(apiRoutes.user, signal),
  });
}

export const useAccount = () => useQuery(accountQuery());

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof profileBody>) => api.put<CurrentUser>(apiRoutes.user, body),
    // Not awaited: the form says "updated" at once; the header and page follow the reload.
    onSuccess: () => void refreshUser(queryClient),
  });
}

export function passwordResetLinkQuery(get: Getter<PasswordResetLinkResponse> = api.get) {
  return queryOptions({
    queryKey: ['password-reset-link'] as const,
    queryFn: ({ signal }) => get(memberApiRoutes.passwordResetLink, signal),
    // Single use: every click asks for a new one, once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

type ContactEmailAnswer = z.infer<typeof contactEmailAnswer>;

/** Sends the contact email's confirmation link (again). */
export function useResendContactEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContactEmailAnswer>(memberApiRoutes.contactEmailConfirmation),
    onSuccess: () => void refreshUser(queryClient),
  });
}

/** Opens the emailed link: confirms the waiting contact email for the signed-in member. */
export function useConfirmContactEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<ContactEmailAnswer>(memberApiRoutes.contactEmailConfirm, { code }),
    onSuccess: () => void refreshUser(queryClient),
  });
}
