// Employers and learning providers (admins): the lists, a record, creating, editing, deleting,
// an employer's tags and the sign-up email domains. Domain changes and deleting need a recent
// re-authentication (the page wraps them in useReauthGuard).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  organisationDetail,
  OrganisationCreate,
  OrganisationKind,
  OrganisationPatch,
  organisationsPage,
  signupDomain,
} from '@techgold/contracts/admin/organisations';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type OrganisationsPage = z.output<typeof organisationsPage>;
export type OrganisationDetail = z.output<typeof organisationDetail>;

export const organisationsQuery = (query: ListQuery, get?: Getter<OrganisationsPage>) =>
  adminListQuery('organisations', adminApiRoutes.organisations, query, get);
export const useOrganisations = (query: ListQuery) => useQuery(organisationsQuery(query));

const organisationPath = (kind: OrganisationKind, id: number) =>
  apiPath(adminApiRoutes.organisation, { kind, id });
export const organisationQuery = (
  kind: OrganisationKind,
  id: number,
  get?: Getter<OrganisationDetail>,
) => adminRecordQuery('organisations', organisationPath(kind, id), get);
export const useOrganisation = (kind: OrganisationKind, id: number) =>
  useQuery(organisationQuery(kind, id));

function settled(
  queryClient: QueryClient,
  kind: OrganisationKind,
  id: number,
  record?: OrganisationDetail,
) {
  // The list and the pickers' options refresh in the background: the change's own message
  // waits only for the record on screen, so it arrives with what it describes (on a slow day
  // the options, every employer's name, took long enough for the admin to act again first).
  void queryClient.invalidateQueries({ queryKey: ['admin', 'organisations', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'options'] });
  if (record) {
    queryClient.setQueryData(organisationQuery(kind, id).queryKey, record);
    return Promise.resolve();
  }
  return queryClient.invalidateQueries({ queryKey: organisationQuery(kind, id).queryKey });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationCreate) =>
      api.post<OrganisationDetail>(adminApiRoutes.organisations, body),
    onSuccess: (record) => settled(queryClient, record.kind, record.id, record),
  });
}

export function useUpdateOrganisation(kind: OrganisationKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationPatch) =>
      api.patch<OrganisationDetail>(organisationPath(kind, id), body),
    onSuccess: (record) => settled(queryClient, kind, id, record),
  });
}

export function useDeleteOrganisation(kind: OrganisationKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(organisationPath(kind, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: organisationQuery(kind, id).queryKey });
      return settled(queryClient, kind, id);
    },
  });
}

export function useOrganisationTags(kind: OrganisationKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag_ids: number[]) =>
      api.put<OrganisationDetail>(apiPath(adminApiRoutes.organisationTags, { kind, id }), {
        tag_ids,
      }),
    onSuccess: (record) => settled(queryClient, kind, id, record),
  });
}

export function useAddDomain(kind: OrganisationKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      api.post<z.output<typeof signupDomain>>(
        apiPath(adminApiRoutes.organisationDomains, { kind, id }),
        { domain },
      ),
    onSuccess: () => settled(queryClient, kind, id),
  });
}

export function useRemoveDomain(kind: OrganisationKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) =>
      api.delete<void>(apiPath(adminApiRoutes.organisationDomain, { kind, id, domainId })),
    onSuccess: () => settled(queryClient, kind, id),
  });
}
