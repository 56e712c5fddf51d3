// Accounts and everything that authenticates them. Other schema files reference `users`.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { employers, schools } from './organisations.ts';

export const staffRole = pgEnum('staff_role', ['admin', 'editor']);
export const accountStatus = pgEnum('account_status', ['active', 'pending_review', 'disabled']);
export const codePurpose = pgEnum('code_purpose', ['set_password', 'confirm_email']);

export const genders = pgTable('genders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const ethnicities = pgTable('ethnicities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Sign-in address; stored lower-cased and trimmed. */
    email: text('email').notNull(),
    /**
     * The contact address in force. It ties records kept by address (enquiries, the
     * newsletter, captured mail) to the account only once proved: `contactEmailConfirmedAt`
     * (decision 0074). The sign-in email is proved by `emailConfirmedAt`.
     */
    contactEmail: text('contact_email'),
    /** When the member opened the confirmation link sent to `contactEmail`; null: unproved. */
    contactEmailConfirmedAt: timestamp('contact_email_confirmed_at', { withTimezone: true }),
    /**
     * A new contact address waiting for its confirmation link (a `confirm_email` code); used for
     * nothing until then, while `contactEmail` stays in force.
     */
    pendingContactEmail: text('pending_contact_email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    avatarUrl: text('avatar_url'),
    genderId: integer('gender_id').references(() => genders.id),
    ethnicityId: integer('ethnicity_id').references(() => ethnicities.id),
    disabilities: text('disabilities'),
    alertsPreference: boolean('alerts_preference').notNull().default(false),
    marketingPreference: boolean('marketing_preference').notNull().default(false),
    /** When the weekly notifications digest last went to this member (at most one a week). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    jobTitle: text('job_title'),
    /** 1 = learner, 2 = business (employer user). */
    userTypeId: smallint('user_type_id').notNull().default(1),
    // Organisation links; FKs in the table extras below (set null: the account outlives them).
    schoolId: integer('school_id'),
    courseId: integer('course_id'),
    employerId: integer('employer_id'),
    startYear: smallint('start_year'),
    canWriteArticles: boolean('can_write_articles').notNull().default(false),
    staffRole: staffRole('staff_role'),
    status: accountStatus('status').notNull().default('active'),
    /** argon2id hash; null until the person sets a password through the emailed link. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** When a school funds the subscription: course duration + 1 year. Drives the banner. */
    fundedUntil: date('funded_until'),
    /** Set by sign-in (plugins/session.ts startSession); the staff console shows it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** A pending learner staff turned down (decision 0061): kept, disabled, with the reason. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * The member asked to delete their account (decision 0064): sign-in stops at once and the
     * retention job erases the account 14 days later unless they sign in and cancel.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /**
     * Goes up each time the account is signed out everywhere (a new password): every device
     * cookie signed with an older value stops counting (features/auth/device-cookie.ts).
     */
    deviceEpoch: integer('device_epoch').notNull().default(0),
    /** When the 30-day warning before the inactive-account erasure was emailed. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_school_idx').on(t.schoolId),
    index('users_employer_idx').on(t.employerId),
    index('users_course_idx').on(t.courseId),
    foreignKey({
      name: 'users_school_id_fk',
      columns: [t.schoolId],
      foreignColumns: [schools.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'users_course_id_fk',
      columns: [t.courseId],
      foreignColumns: [courses.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'users_employer_id_fk',
      columns: [t.employerId],
      foreignColumns: [employers.id],
    }).onDelete('set null'),
    index('users_created_idx').on(t.createdAt),
    // The dashboard's sign-ups by week (features/admin/dashboard/trends-repository.ts): read
    // from the index alone, members only.
    index('users_signups_idx')
      .on(t.createdAt, t.userTypeId)
      .where(sql`${t.staffRole} is null`),
  ],
);

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha256(token), hex
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the staff member last entered their password again (re-authentication, 0061). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use emailed codes, stored hashed: `set_password` (the sign-in email's links) and
 * `confirm_email` (a new contact address's confirmation link, decision 0074).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Minted for a signed-in session (the account page's Reset Password), not emailed: using
     * it also takes the account's current password, so a stolen session cannot become a
     * stolen account.
     */
    needsCurrentPassword: boolean('needs_current_password').notNull().default(false),
  },
  (t) => [
    uniqueIndex('one_time_codes_hash_key').on(t.codeHash),
    index('one_time_codes_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters shared by every process (rate limits must hold across a cluster). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
