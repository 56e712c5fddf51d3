// Mail: our outbox (every email the site sends, decision 0082) and the development capture
// (without SMTP_URL, sent mail lands in mail_messages and /dev/mail lists it).
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../lib/mailer.ts';
import { createdAt } from './columns.ts';

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    // TO is a reserved word in SQL; the TS name keeps the /dev/mail JSON field name.
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** Extra headers the message carried (List-Unsubscribe…), as SMTP would have sent them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A message sent again after a crash (the outbox delivers at least once) is kept once. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    uniqueIndex('mail_messages_dedupe_key').on(t.dedupeKey),
  ],
);

/** Where an email in our outbox stands; pg-boss only carries it (decision 0082). */
export const mailOutboxStates = ['waiting', 'sent', 'failed'] as const;
export const mailOutboxState = pgEnum('mail_outbox_state', mailOutboxStates);

/**
 * The mail outbox (transactional outbox, decision 0082): one row per email, written in the
 * same transaction as the change that sends it; the mail worker records each try here. The
 * console's outbox and the newsletter's progress read this table, never pg-boss's.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Also the id of the pg-boss job that delivers it. */
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * The whole message, so a failed email can be sent again. Bodies carry one-time links:
     * never shown to staff, and deleted with the row a week after it finished.
     */
    message: jsonb('message').$type<MailMessage>().notNull(),
    state: mailOutboxState('state').notNull().default('waiting'),
    /** Delivery tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's message, trimmed. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When it was sent, or given up on. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_state_created_idx').on(t.state, t.createdAt),
    index('mail_outbox_finished_idx').on(t.finishedAt),
  ],
);
