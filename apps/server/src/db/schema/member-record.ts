// What a member's record (GET /api/user, read on every signed-in page) was built from, so a
// process can keep the record it built and know, in the session lookup itself, whether it still
// holds: a version per member and one for the parts every record shares (docs/decisions/0054).
// Triggers bump them as the writer's transaction commits (drizzle/0007_member-record-versions.sql,
// which also holds the unlogged `member_record_flush` table its deferred trigger uses).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgSequence, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every version is a new number from here, never reused across members or the shared part. */
export const memberRecordVersionSeq = pgSequence('member_record_version_seq');

/** A member's version; no row reads as 0 (nothing written since this table was added). */
export const memberRecordVersions = pgTable('member_record_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row: the version of what every record shares (notification types; the titles of schools,
 * courses and employers), bumped when any of it changes.
 */
export const memberRecordEpoch = pgTable(
  'member_record_epoch',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('member_record_epoch_one_row', sql`${t.one}`)],
);
