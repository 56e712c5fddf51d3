// Credentials in the console (editors and admins; decisions 0066, 0068): listed always, issued
// and revoked here only on the local platform; the badges and members the pickers offer; and a
// cohort imported from a CSV.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  pageFields,
  sortDir,
  adminText as text,
} from './common.ts';

// ---- Credentials (local platform; read-only with a hosted one) -----------------------------

export const credentialMessages = {
  hosted:
    'Credentials are issued and revoked on the hosted credentials platform: this console shows them read-only.',
  alreadyRevoked: 'This credential has already been revoked.',
  unknownMember: 'Choose an active member.',
  unknownBadge: 'Choose a badge from the list.',
  /** As a cohort import says it: one active credential per member and badge. */
  alreadyHeld: 'This member already holds this badge.',
} as const;

const dayField = (label: string) =>
  z
    .string({ error: `The ${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date (YYYY-MM-DD).`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `The ${label} is not a real date.`);

export const credentialIssue = z
  .object({
    user_id: idParam('member'),
    group_id: idParam('badge'),
    /** The day it was earned; today when absent. */
    issued_on: dayField('issue date').optional(),
    expires_on: dayField('expiry date').nullable().optional(),
  })
  .strict()
  .refine((b) => !b.issued_on || !b.expires_on || b.expires_on > b.issued_on, {
    message: 'The expiry date must be after the issue date.',
    path: ['expires_on'],
  });
export type CredentialIssue = z.infer<typeof credentialIssue>;

/** How long a revocation's reason may be. */
export const REVOKE_REASON_MAX = 500;

export const credentialRevoke = z
  .object({
    /** Kept for staff; the public verification page then says revoked. */
    reason: text('reason', REVOKE_REASON_MAX),
  })
  .strict();

export const adminCredentialsQuery = z.object({
  q: adminSearch,
  user_id: idParam('member').optional(),
  group_id: idParam('badge').optional(),
  state: z.enum(['active', 'revoked'], { error: 'Choose active or revoked.' }).optional(),
  sort: z.enum(['issued', 'member'], { error: 'Sort by issued or member.' }).default('issued'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCredentialsQuery = z.infer<typeof adminCredentialsQuery>;

export const adminCredential = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  badge: z.object({ id: z.number(), name: z.string() }),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
  /** Its verification page: /credential/{public_id}. */
  public_id: z.string(),
  private: z.boolean(),
  /** Copied from the hosted platform (its id there), or null for ours. */
  external_id: z.string().nullable(),
});
export type AdminCredential = z.infer<typeof adminCredential>;
export const adminCredentialsPage = z.object({
  items: z.array(adminCredential),
  ...pageFields,
  /** local: staff issue and revoke here; hosted: read-only (the platform issues). */
  platform: z.enum(['local', 'hosted']),
});

// ---- Badges (credential groups), for the console's pickers -----------------------------------

export const adminCredentialBadgesQuery = z.object({
  q: adminSearch,
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCredentialBadgesQuery = z.infer<typeof adminCredentialBadgesQuery>;
export const adminCredentialBadge = z.object({
  id: z.number(),
  /** The name a CSV import names it by (e.g. "SKI-Cloud Fundamentals"). */
  name: z.string(),
  /** Credentials of it not revoked. */
  active: z.number(),
});
export type AdminCredentialBadge = z.infer<typeof adminCredentialBadge>;
export const adminCredentialBadgesPage = z.object({
  items: z.array(adminCredentialBadge),
  ...pageFields,
});

/** The issue form's member picker: active members by name or email, at most `limit`. */
export const adminCredentialMembersQuery = z.object({
  q: adminSearch,
  limit: adminLimit,
});
export const adminCredentialMembers = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  total: z.number(),
});

// ---- Cohort import from a CSV (decision 0068) ------------------------------------------------

/** The columns a cohort CSV has, in this order, after a header row naming them. */
export const CREDENTIAL_IMPORT_COLUMNS = ['email', 'badge', 'issue date'] as const;
/** At most this many bytes (UTF-8) of CSV… */
export const CREDENTIAL_IMPORT_MAX_BYTES = 1_000_000;
/** …and this many rows after the header. */
export const CREDENTIAL_IMPORT_MAX_ROWS = 5_000;
/** At most this many bad lines are reported one by one (the message gives the total). */
export const CREDENTIAL_IMPORT_MAX_REPORTED = 500;

export const credentialImportMessages = {
  tooLarge: `The file is too large: at most ${CREDENTIAL_IMPORT_MAX_BYTES / 1_000_000} MB.`,
  tooManyRows: `The file has too many rows: at most ${CREDENTIAL_IMPORT_MAX_ROWS.toLocaleString('en-GB')} after the header.`,
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no credentials.',
  header:
    'The first row must name the columns: email, badge, issue date (separated by commas or semicolons).',
  unclosedQuote: 'A quoted value is not closed.',
  columns: (found: number) => `Expected 3 values (email, badge, issue date), found ${found}.`,
  emailMissing: 'The email is missing.',
  unknownEmail: (email: string) => `No member has the email ${email}.`,
  inactiveMember: (email: string) => `The member ${email} is not an active account.`,
  badgeMissing: 'The badge is missing.',
  unknownBadge: (badge: string) => `There is no badge called "${badge}".`,
  dateMissing: 'The issue date is missing.',
  badDate: (date: string) => `"${date}" is not a date: write it as YYYY-MM-DD (or DD/MM/YYYY).`,
  futureDate: 'The issue date is in the future.',
  duplicate: (line: number) => `The same member and badge as line ${line}.`,
  alreadyHeld: credentialMessages.alreadyHeld,
  bad: (lines: number) =>
    `${lines} ${lines === 1 ? 'line has a problem' : 'lines have problems'}: nothing was issued. Correct the file and try again.`,
} as const;

export const credentialImportBody = z
  .object({
    /** The file's name, for the audit log. */
    file_name: text('file name', 255),
    /** The file's text (UTF-8); a byte-order mark is ignored. */
    csv: z
      .string({ error: 'The file must be text.' })
      .max(CREDENTIAL_IMPORT_MAX_BYTES, credentialImportMessages.tooLarge),
  })
  .strict();
export type CredentialImportBody = z.infer<typeof credentialImportBody>;

/** One good row of a checked file. */
export const credentialImportRow = z.object({
  line: z.number(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  badge: z.object({ id: z.number(), name: z.string() }),
  issued_on: z.string(),
});
/**
 * The check's answer when every row is good (a file with a bad row is a 422 whose `errors`
 * has one key per bad line, "line 3": [reasons], and "file" for the file as a whole).
 */
export const credentialImportCheckResult = z.object({
  file_name: z.string(),
  count: z.number(),
  rows: z.array(credentialImportRow),
});
export const credentialImportResult = z.object({
  file_name: z.string(),
  issued: z.number(),
  /** The new credentials' ids, in the file's order. */
  ids: z.array(z.number()),
});
