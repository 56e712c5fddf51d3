// The staff as the console lists them, and granting, changing or removing a staff role (admins).
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  pageFields,
  person,
  versionField,
} from './common.ts';
import { memberStatuses, staffRoles } from './members.ts';

export const staffRoleBody = z.object({
  updated_at: versionField,
  staff_role: z.enum(staffRoles, { error: 'Choose admin, editor or none.' }).nullable(),
});

export const staffQuery = z.object({
  q: adminSearch,
  role: z.enum(staffRoles, { error: 'Choose admin or editor.' }).optional(),
  sort: z
    .enum(['name', 'email', 'role'], { error: 'Sort by name, email or role.' })
    .default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type StaffQuery = z.infer<typeof staffQuery>;

export const staffPage = z.object({
  items: z.array(person.extend({ staff_role: z.enum(staffRoles), status: z.enum(memberStatuses) })),
  ...pageFields,
});
