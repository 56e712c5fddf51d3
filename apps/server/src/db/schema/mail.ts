// Development mail capture: without SMTP_URL, sent mail lands here and /dev/mail lists it.
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt)],
);
