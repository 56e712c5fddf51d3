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
     * Its bit in the revocation status lists (docs/decisions/0059): list floor(n / 131072),
     * position n mod 131072. Drawn at random among the unused positions of the list being
     * filled (the database function credential_status_index(), see the signed-at-issue
     * migration), so a list reveals neither how many credentials exist nor which is which;
     * given once, never reused. Credentials issued before kept their sequential positions.
     */
    statusIndex: integer('status_index')
      .notNull()
      .default(sql`credential_status_index()`),
    /**
     * The signed Open Badges 3.0 credential exactly as served (local platform only): signed
     * when it is issued, and again only when its content changes; the bytes every copy a
     * holder downloads carries.
     */
    signedCredential: text('signed_credential'),
    /**
     * Its proof's `created`: the issue time, or the time of the change that re-signed it. Null
     * for a copy signed before signing moved to issue time (the start-up job signs it again,
     * dated its issue).
     */
    signedAt: timestamp('signed_at', { withTimezone: true }),
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
    // A status list's revoked bits, read on each of its requests, without a full scan.
    index('credentials_revoked_status_idx')
      .on(t.statusIndex)
      .where(sql`revoked_at is not null`),
  ],
);

/**
 * Each revocation status list, signed once per change (its revoked set or the signing key),
 * and served as stored with an ETag (docs/decisions/0059).
 */
export const credentialStatusLists = pgTable('credential_status_lists', {
  list: integer('list').primaryKey(),
  /** What the signed copy was made from: the revoked set's count and latest change, the key. */
  stamp: text('stamp').notNull(),
  document: text('document').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
});
