// Consent given on registration and enquiry forms (privacy notice, marketing), kept as evidence.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enquiries } from './enquiries.ts';
import { users } from './users.ts';

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    // The record outlives an erased account (set null) but goes with its enquiry.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    /** e.g. 'privacy', 'marketing', 'alerts'. */
    kind: text('kind').notNull(),
    wording: text('wording').notNull(),
    /** Which form: 'join-the-community', 'employee-signup', 'join-employers', 'get-accredited'. */
    form: text('form').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('consents_user_idx').on(t.userId), index('consents_enquiry_idx').on(t.enquiryId)],
);
