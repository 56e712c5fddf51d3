// The enquiries inbox (editors and admins; decision 0061): the list, an enquiry with its
// timeline of notes and emailed replies (decision 0093), and the changes to it.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  noNul,
  pageFields,
  person,
  adminText as text,
  versionField,
} from './common.ts';

export const enquiryStatuses = ['new', 'in_progress', 'closed'] as const;
export const enquiryKinds = ['join_employers', 'get_accredited', 'author_access'] as const;

export const enquiriesQuery = z.object({
  q: adminSearch,
  status: z.enum(enquiryStatuses, { error: 'Choose a status from the list.' }).optional(),
  kind: z
    .enum(enquiryKinds, { error: 'Choose join_employers, get_accredited or author_access.' })
    .optional(),
  /** A staff member's id, `me`, or `none` for unassigned. */
  assignee: z
    .string()
    .max(12)
    .regex(/^(me|none|[1-9]\d{0,9})$/, 'The assignee is an id, me or none.')
    .optional(),
  sort: z.enum(['newest', 'oldest'], { error: 'Sort by newest or oldest.' }).default('newest'),
  limit: adminLimit,
  offset: adminOffset,
});
export type EnquiriesQuery = z.infer<typeof enquiriesQuery>;

export const enquiryListItem = z.object({
  id: z.number(),
  kind: z.enum(enquiryKinds),
  status: z.enum(enquiryStatuses),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  assignee: person.nullable(),
  notes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const enquiriesPage = z.object({ items: z.array(enquiryListItem), ...pageFields });

/** What happened to an emailed reply, read from the mail outbox (decision 0082). */
export const replyDeliveries = ['waiting', 'sent', 'failed'] as const;

/**
 * One entry of an enquiry's timeline: a staff note (only staff see it) or a reply emailed to
 * the enquirer. `delivery` is the reply's email as the outbox has it; null for a note, and
 * for a reply whose outbox record has been purged (a week after it finished).
 */
export const enquiryNote = z.object({
  id: z.number(),
  kind: z.enum(['note', 'reply']),
  author: person.nullable(),
  body: z.string(),
  delivery: z.enum(replyDeliveries).nullable(),
  created_at: z.string(),
});

export const enquiryDetail = enquiryListItem.extend({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  job_title: z.string().nullable(),
  course_type: z.string().nullable(),
  course_title: z.string().nullable(),
  /** The member who asked (author access requests); null for the public forms' enquiries. */
  user_id: z.number().nullable(),
  note_list: z.array(enquiryNote),
});

export const enquiryPatch = z
  .object({
    updated_at: versionField,
    status: z.enum(enquiryStatuses, { error: 'Choose a status from the list.' }).optional(),
    assignee_id: idParam('assignee').nullable().optional(),
  })
  .strict();
export type EnquiryPatch = z.infer<typeof enquiryPatch>;

export const enquiryNoteBody = z.object({ body: text('note', 5000) });

/** A reply is at most this long: an email a person reads, not a document. */
export const ENQUIRY_REPLY_MAX = 5000;

/** A reply emailed to the enquirer from the console (plain text; a short quote of what they sent follows). */
export const enquiryReplyBody = z.object({
  body: z
    .string({ error: 'Enter your reply' })
    .trim()
    .min(1, 'Enter your reply')
    .max(
      ENQUIRY_REPLY_MAX,
      `Your reply must be ${ENQUIRY_REPLY_MAX.toLocaleString('en-GB')} characters or fewer`,
    )
    .refine(noNul, 'Your reply contains a character that cannot be sent'),
});
