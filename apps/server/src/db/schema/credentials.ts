// Badges issued to members. The group name's prefix decides the screen group (SPEC §3):
// SKI… skills, MEM… memberships (learner status), AWA… awards, anything else a course.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const credentialGroups = pgTable('credential_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Badge image id at the credentialing platform (GET /api/badge/{id}). */
  badgeDesignId: text('badge_design_id'),
  /** Group id at the credentialing platform, for the real adapter's sync. */
  externalId: text('external_id').unique(),
  /**
   * The hosted platform's badge picture, fetched by the sync and re-encoded as PNG (a few
   * kilobytes, for a few dozen groups); GET /api/badge/{badge_design_id} serves it. Without
   * one (the local platform), that route draws the badge.
   */
  badgePng: bytea('badge_png'),
  /**
   * The accredited course (or programme) on our register this badge stands for, when it
   * stands for one: its credentials name the course, its provider and its accreditation date.
   */
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
});

/** Where a scheduled sync with an outside platform got to (e.g. 'credentials'). */
export const integrationCursors = pgTable('integration_cursors', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** When the credential lapses, if it does (shown on its verification page). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The verification page's id (/credential/{public id}): random, so nobody can guess one. */
    publicId: uuid('public_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** The owner's switch: a private credential's verification page is a 404 for everyone. */
    private: boolean('private').notNull().default(false),
    /**
     * Its bit in the revocation status list (docs/decisions/0059): list floor(n / length),
     * position n mod length. Given once, never reused.
     */
    statusIndex: integer('status_index').notNull().generatedByDefaultAsIdentity(),
    /**
     * The signed Open Badges 3.0 credential exactly as first served (local platform only):
     * signed once, on first need, and kept, so every copy a holder downloads is the same.
     */
    signedCredential: text('signed_credential'),
    /** Withdrawn by us: its status bit is set from this moment; the reason is for staff. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credentials_user_idx').on(t.userId, t.issuedAt),
    index('credentials_group_idx').on(t.groupId),
    // The console dashboard's weekly count of credentials issued.
    index('credentials_issued_idx').on(t.issuedAt),
    uniqueIndex('credentials_external_id_key').on(t.externalId),
    uniqueIndex('credentials_public_id_key').on(t.publicId),
    uniqueIndex('credentials_status_index_key').on(t.statusIndex),
  ],
);
