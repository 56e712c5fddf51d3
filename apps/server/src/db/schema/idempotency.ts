// Responses remembered by Idempotency-Key so a retried form POST returns the first answer.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** Route or form the key belongs to, so one key cannot replay another route's answer. */
    scope: text('scope').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  // Pruning job deletes old keys by age.
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);
