// Join-employers and get-accredited form submissions, and members' requests for author access,
// worked by staff (status) newest first.
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const enquiryKind = pgEnum('enquiry_kind', [
  'join_employers',
  'get_accredited',
  'author_access',
]);
export const enquiryStatus = pgEnum('enquiry_status', ['new', 'in_progress', 'closed']);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: enquiryKind('kind').notNull(),
    status: enquiryStatus('status').notNull().default('new'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    jobTitle: text('job_title'),
    /** The payload's `employer` (join employers) or `organisation` (get accredited). */
    organisation: text('organisation'),
    courseType: text('course_type'),
    courseTitle: text('course_title'),
    /** A retried submission with the same key returns the first result instead of a duplicate. */
    idempotencyKey: text('idempotency_key'),
    /** The staff member working it (staff console); kept null when their account goes. */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The signed-in member who asked (author access requests only; the forms are anonymous).
     * Their request goes with their account.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    uniqueIndex('enquiries_idempotency_key').on(t.idempotencyKey),
    index('enquiries_assignee_idx').on(t.assigneeUserId),
    // One open request per member: only member requests carry a user id.
    uniqueIndex('enquiries_open_request_per_member')
      .on(t.userId)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

/** A note (staff only) or a reply emailed to the enquirer. */
export const enquiryNoteKind = pgEnum('enquiry_note_kind', ['note', 'reply']);

/**
 * An enquiry's timeline, oldest first: staff's internal notes (never shown to the enquirer)
 * and the replies staff emailed them from the console. Both go with the enquiry (cascade), so
 * an erasure or the retention rule that removes an enquiry removes its replies too.
 */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: enquiryNoteKind('kind').notNull().default('note'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * A reply's email in the mail outbox (decision 0082). No foreign key: the outbox purges
     * finished mail after a week, and the reply stays.
     */
    outboxId: uuid('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
