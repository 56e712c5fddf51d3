// Monthly newsletter subscribers (POST /api/subscriber) with double opt-in, and the record of
// what each one agreed to (UK GDPR: consent must be demonstrable).
import { SUBSCRIBER_STATUSES } from '@techgold/contracts/subscribers';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const subscriberStatus = pgEnum('subscriber_status', SUBSCRIBER_STATUSES);
export const subscriberState = pgEnum('subscriber_state', ['pending', 'active', 'unsubscribed']);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed (checked), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    status: subscriberStatus('status').notNull(),
    state: subscriberState('state').notNull().default('pending'),
    /** SHA-256 of the emailed tokens; the tokens themselves are never stored. */
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    /** The signing_keys version its unsubscribe token is made with; null: the legacy key. */
    unsubscribeKeyVersion: integer('unsubscribe_key_version'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_key').on(t.email),
    check('subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('subscribers_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('subscribers_unsubscribe_token_key').on(t.unsubscribeTokenHash),
    // Monthly send: active subscribers by audience.
    index('subscribers_state_status_idx').on(t.state, t.status),
    // The console dashboard's weekly net change.
    index('subscribers_confirmed_idx').on(t.confirmedAt),
    index('subscribers_unsubscribed_idx').on(t.unsubscribedAt),
  ],
);

export const subscriberConsents = pgTable(
  'subscriber_consents',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    /** The exact text shown next to the form, as it read at that moment. */
    wording: text('wording').notNull(),
    page: text('page'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('subscriber_consents_subscriber_idx').on(t.subscriberId)],
);
