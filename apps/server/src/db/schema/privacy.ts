// Privacy self-service and rights requests (issue 29, decision 0064): the member's data
// exports (a ZIP made by a job, downloaded once within 24 hours) and the requests staff log
// when a person exercises a data-protection right by email or post.
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  bigint,
  date,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const exportStatus = pgEnum('data_export_status', ['pending', 'ready', 'failed']);

export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A staff member acting on an access request; null when the member asked themself. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: exportStatus('status').notNull().default('pending'),
    /** The archive's key in the file storage; null until it is written. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    /** SHA-256 of the emailed link's token; the token itself is never stored. */
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The link works until then (24 hours after the archive is ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set by the one download the link allows. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);

export const rightsRequestKind = pgEnum('rights_request_kind', [
  'access',
  'erasure',
  'rectification',
  'objection',
]);
export const rightsRequestChannel = pgEnum('rights_request_channel', ['email', 'post']);
export const rightsRequestStatus = pgEnum('rights_request_status', ['open', 'done', 'refused']);

export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: serial('id').primaryKey(),
    kind: rightsRequestKind('kind').notNull(),
    receivedVia: rightsRequestChannel('received_via').notNull(),
    /** The day it reached us; the answer is due one calendar month later (UK GDPR Art. 12(3)). */
    receivedOn: date('received_on').notNull(),
    dueOn: date('due_on').notNull(),
    /** Who asked, as they wrote it; replaced by "Former member" when their account is erased. */
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email'),
    /** The member the request is about, once staff have matched it to an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: text('details'),
    status: rightsRequestStatus('status').notNull().default('open'),
    outcome: text('outcome'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rights_requests_status_due_idx').on(t.status, t.dueOn),
    index('rights_requests_user_idx').on(t.userId),
  ],
);
