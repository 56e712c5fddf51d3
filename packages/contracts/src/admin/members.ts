// Members as the console lists, reads and changes them (admins; decision 0061).
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  pageFields,
  versionField,
} from './common.ts';

export const memberTypes = ['learner', 'business'] as const;
/** The dashboard's "Members disabled this week" and the members list it links to. */
export const DISABLED_RECENTLY_DAYS = 7;
export const memberStatuses = ['active', 'pending_review', 'disabled'] as const;
export const staffRoles = ['admin', 'editor'] as const;

export const membersQuery = z.object({
  q: adminSearch,
  type: z.enum(memberTypes, { error: 'Choose learner or business.' }).optional(),
  status: z
    .enum(memberStatuses, { error: 'Choose active, pending_review or disabled.' })
    .optional(),
  /** Disabled from the console within this many days and still disabled (the dashboard's card). */
  disabled_within: z.coerce
    .number({ error: 'The number of days must be a number.' })
    .int('The number of days must be a whole number.')
    .min(1, 'The number of days must be at least 1.')
    .max(366, 'The number of days may not be greater than 366.')
    .optional(),
  sort: z
    .enum(['name', 'email', 'created', 'last_sign_in'], {
      error: 'Sort by name, email, created or last_sign_in.',
    })
    .default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type MembersQuery = z.infer<typeof membersQuery>;

const organisation = z
  .object({ type: z.enum(['school', 'employer']), id: z.number(), title: z.string() })
  .nullable();

export const memberListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  type: z.enum(memberTypes),
  status: z.enum(memberStatuses),
  staff_role: z.enum(staffRoles).nullable(),
  can_write_articles: z.boolean(),
  organisation,
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export const membersPage = z.object({ items: z.array(memberListItem), ...pageFields });

export const memberDetail = memberListItem.extend({
  contact_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  job_title: z.string().nullable(),
  school: z.object({ id: z.number(), title: z.string() }).nullable(),
  employer: z.object({ id: z.number(), title: z.string() }).nullable(),
  course: z.object({ id: z.number(), title: z.string() }).nullable(),
  start_year: z.number().nullable(),
  funded_until: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Set while the member's own deletion request waits out its grace period. */
  deletion_requested_at: z.string().nullable(),
  saved: z.record(z.string(), z.number()),
  credentials: z.number(),
  active_sessions: z.number(),
  /** The version to send back with a change (optimistic concurrency). */
  updated_at: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const nullableId = (label: string) => idParam(label).nullable().optional();

export const memberPatch = z
  .object({
    updated_at: versionField,
    type: z.enum(memberTypes, { error: 'Choose learner or business.' }).optional(),
    school_id: nullableId('learning provider'),
    course_id: nullableId('course'),
    employer_id: nullableId('employer'),
    funded_until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The funding end date must be a date (YYYY-MM-DD).')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'The funding end date is not a real date.')
      .nullable()
      .optional(),
    can_write_articles: z.boolean({ error: 'Choose yes or no.' }).optional(),
  })
  .strict();
export type MemberPatch = z.infer<typeof memberPatch>;

export const messageResponse = z.object({ message: z.string() });
