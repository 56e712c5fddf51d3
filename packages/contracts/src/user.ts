import { z } from './zod.ts';

const idTitle = z.object({ id: z.number(), title: z.string() });

export const notificationTypeSchema = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string().nullable(),
  active: z.boolean(),
});

export const notificationSchema = z.object({
  id: z.number(),
  notification_type_id: z.number(),
  type: z.object({
    id: z.number(),
    title: z.string(),
    icon: z.string().nullable(),
    /** 'published': "New {type} published" and the title; 'notice': the title is the message. */
    kind: z.enum(['published', 'notice']),
  }),
  title: z.string(),
  url: z.string().nullable(),
  created_at: z.string(),
});

/** The current-user record of SPEC §3, as `GET /api/user` returns it. */
export const currentUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  contact_email: z.string().nullable(),
  /** Whether the member opened the confirmation link sent to `contact_email` (decision 0074). */
  contact_email_confirmed: z.boolean(),
  /** A new contact address waiting for its confirmation link; used for nothing until then. */
  pending_contact_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  avatar_url: z.string().nullable(),
  gender_id: z.number().nullable(),
  ethnicity_id: z.number().nullable(),
  disabilities: z.string().nullable(),
  alerts_preference: z.boolean(),
  marketing_preference: z.boolean(),
  job_title: z.string().nullable(),
  user_type_id: z.number(),
  start_year: z.number().nullable(),
  school_id: z.number().nullable(),
  school: idTitle.nullable(),
  course_id: z.number().nullable(),
  course: idTitle.nullable(),
  employer_id: z.number().nullable(),
  employer: idTitle.nullable(),
  can_write_articles: z.boolean(),
  is_staff: z.boolean(),
  /** The staff console's role (admin: everything; editor: content and enquiries). */
  staff_role: z.enum(['admin', 'editor']).nullable(),
  funded_until: z.string().nullable(),
  saved_employer_ids: z.array(z.number()),
  saved_school_ids: z.array(z.number()),
  saved_article_ids: z.array(z.number()),
  saved_event_ids: z.array(z.number()),
  articles: z.array(
    z.object({ id: z.number(), title: z.string(), url: z.string(), live: z.boolean() }),
  ),
  notification_types: z.array(notificationTypeSchema),
  notifications: z.array(notificationSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type Notification = z.infer<typeof notificationSchema>;
