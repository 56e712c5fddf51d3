// The monthly newsletter (issue 28): an issue composed in the staff console, and its recipients,
// written once at send time (the snapshot) and handed to the mail outbox in batches.
import { newsletterStatuses } from '@techgold/contracts/admin/newsletter';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const newsletterStatus = pgEnum('newsletter_status', newsletterStatuses);
/** queued: in the snapshot, waiting for its batch; outbox: its email job is in the mail outbox. */
export const newsletterRecipientState = pgEnum('newsletter_recipient_state', ['queued', 'outbox']);

export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** The cleaned Editor.js document. */
    body: jsonb('body').notNull(),
    status: newsletterStatus('status').notNull().default('draft'),
    /** YYYY-MM (Europe/London) of the send; null for a draft. One issue per month. */
    month: text('month'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * While sending: the pg-boss job of its next batch. A restart asks pg-boss (by id, its
     * public API) whether it still waits, instead of reading pg-boss's tables (decision 0082).
     */
    batchJobId: text('batch_job_id'),
  },
  (t) => [
    // The once-a-month rule, held by the database even against two sends at once.
    uniqueIndex('newsletter_issues_month_key').on(t.month),
    check('newsletter_issues_month_check', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check(
      'newsletter_issues_month_status_check',
      sql`(${t.status} = 'draft') = (${t.month} is null)`,
    ),
    index('newsletter_issues_updated_idx').on(t.updatedAt),
  ],
);

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    /** Lower-cased: each address once per issue. */
    email: text('email').notNull(),
    subscriberId: integer('subscriber_id'),
    userId: integer('user_id'),
    state: newsletterRecipientState('state').notNull().default('queued'),
    /** Its email's row in mail_outbox (also its pg-boss job's id), once in the outbox. */
    mailJobId: text('mail_job_id'),
    outboxAt: timestamp('outbox_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_recipients_issue_email_key').on(t.issueId, t.email),
    check('newsletter_recipients_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('newsletter_recipients_issue_state_idx').on(t.issueId, t.state, t.id),
  ],
);
