// The console's members (admins): the list, a member's record and the changes to it —
// type, organisation, course, funding, authoring; disable and enable; a set-password link;
// a staff role. Every change refreshes the record, the lists and the dashboard's counts.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  MemberDetail,
  MemberPatch,
  membersPage,
  messageResponse,
} from '@techgold/contracts/admin/members';
import type { staffPage } from '@techgold/contracts/admin/staff';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery, adminRecordQuery } from './list';

export type MembersPage = z.output<typeof membersPage>;
export type StaffPage = z.output<typeof staffPage>;
type Message = z.output<typeof messageResponse>;

export const membersQuery = (query: ListQuery, get?: Getter<MembersPage>) =>
  adminListQuery('members', adminApiRoutes.members, query, get);
export const useMembers = (query: ListQuery) => useQuery(membersQuery(query));

export const memberPath = (id: number) => apiPath(adminApiRoutes.member, { id });
export const memberQuery = (id: number, get?: Getter<MemberDetail>) =>
  adminRecordQuery('members', memberPath(id), get);
export const useMember = (id: number) => useQuery(memberQuery(id));

export const staffQuery = (query: ListQuery, get?: Getter<StaffPage>) =>
  adminListQuery('staff', adminApiRoutes.staff, query, get);
export const useStaff = (query: ListQuery) => useQuery(staffQuery(query));

/** After any change to a member: their record from the answer, then every list and count. */
export function settled(queryClient: QueryClient, id: number, record?: MemberDetail) {
  if (record) queryClient.setQueryData(memberQuery(id).queryKey, record);
  return Promise.all([
    record ? undefined : queryClient.invalidateQueries({ queryKey: memberQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'members', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'options'] }),
  ]);
}

export function useUpdateMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPatch) => api.patch<MemberDetail>(memberPath(id), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

/** Disable or enable sign-in (needs a recent re-authentication). */
export function useMemberStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enable, updated_at }: { enable: boolean; updated_at: string }) =>
      api.post<MemberDetail>(
        apiPath(enable ? adminApiRoutes.memberEnable : adminApiRoutes.memberDisable, { id }),
        { updated_at },
      ),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

export function useSendSetPasswordLink(id: number) {
  return useMutation({
    mutationFn: () => api.post<Message>(apiPath(adminApiRoutes.memberSetPasswordLink, { id })),
  });
}

/** Grant, change or remove a staff role (admins; needs a recent re-authentication). */
export function useStaffRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { updated_at: string; staff_role: 'admin' | 'editor' | null }) =>
      api.patch<MemberDetail>(apiPath(adminApiRoutes.staffRole, { id }), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}
