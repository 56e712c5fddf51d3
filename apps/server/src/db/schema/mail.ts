// Development mail capture: without SMTP_URL, sent mail lands here and /dev/mail lists it.
import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
