// Badges issued to members. The group name's prefix decides the screen group (SPEC §3):
// SKI… skills, MEM… memberships (learner status), AWA… awards, anything else a course.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const credentialGroups = pgTable('credential_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Badge image id at the credentialing platform (GET /api/badge/{id}). */
  badgeDesignId: text('badge_design_id'),
  /** Group id at the credentialing platform, for the real adapter's sync. */
  externalId: text('external_id').unique(),
});

export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => credentialGroups.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    externalId: text('external_id'),
    /** The issuer's page a badge click opens. */
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credentials_user_idx').on(t.userId, t.issuedAt),
    index('credentials_group_idx').on(t.groupId),
    uniqueIndex('credentials_external_id_key').on(t.externalId),
  ],
);
