// The staff console's requests and answers (decision 0061), shared by the server's schemas
// and the console's forms. Every text is bounded; lists page by limit + offset with a total.
import { z } from './zod.ts';
import { AUDIT_RECORD_KINDS } from './audit-actions.ts';

export const noNul = (v: string) => !v.includes('\u0000');

/** Sensitive actions need the password entered within this long (re-authentication). */
export const REAUTH_WINDOW_MINUTES = 15;

export const adminMessages = {
  stale: 'This record has changed since you opened it.',
  // True however long ago the person signed in: signing in does not count, so the first
  // sensitive change of a session asks too (issue 35 found "more than 15 minutes" shown three
  // minutes after sign-in).
  reauthRequired:
    'Enter your password again to do this. Changes like this one need your password from the last 15 minutes.',
  reauthWrong: 'The password is not correct.',
  lastAdmin: 'There must always be at least one admin: make someone else an admin first.',
  notSelf: 'You cannot do this to your own account.',
  deletionPending:
    'This member asked for their account to be deleted. Only they can cancel that, by signing in before it is erased.',
} as const;

// ---- Shared query fields -------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_OFFSET = 100_000;

export const adminLimit = z.coerce
  .number({ error: 'The limit must be a number.' })
  .int('The limit must be a whole number.')
  .min(1, 'The limit must be at least 1.')
  .max(100, 'The limit may not be greater than 100.')
  .default(ADMIN_PAGE_SIZE);

export const adminOffset = z.coerce
  .number({ error: 'The offset must be a number.' })
  .int('The offset must be a whole number.')
  .min(0, 'The offset may not be negative.')
  .max(ADMIN_MAX_OFFSET, `The offset may not be greater than ${ADMIN_MAX_OFFSET}.`)
  .default(0);

export const adminSearch = z
  .string({ error: 'The search must be text.' })
  .trim()
  .max(200, 'The search may not be longer than 200 characters.')
  .refine(noNul, 'The search contains an invalid character.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** "a learning provider", "an organisation": the label as "Choose …" reads it. */
const withArticle = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

/** An id chosen from a list (a select, a picker, a filter): "Choose a learning provider". */
export const idParam = (label: string) => {
  const notInList = `Choose ${withArticle(label)} from the list`;
  return (
    z.coerce
      .number({ error: notInList })
      .int(notInList)
      // Coerced, a blank select is 0.
      .min(1, `Choose ${withArticle(label)}`)
      .max(2_147_483_647, notInList)
  );
};

export const optionalId = (label: string) => idParam(label).optional();

export const isoDate = (label: string) =>
  z
    .string({ error: `The ${label} must be a date.` })
    .max(40, `The ${label} is not a date.`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `The ${label} is not a date.`)
    .transform((v) => new Date(v));

/** The `updated_at` the editor read: a save made on an older copy is refused (409). */
export const versionField = z
  .string({ error: 'The record version is missing: reload the page.' })
  .max(40, 'The record version is invalid.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'The record version is invalid.');

/**
 * How a console label reads after "Enter", GOV.UK style: "a reason", "an address", and "the
 * details" for a plural.
 */
export const nounPhrase = (label: string) =>
  /[^s]s$/.test(label) ? `the ${label}` : `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

/** The label at the start of a sentence: "Reason must be …". */
export const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A console text field: "Enter a reason" when it is empty or missing (decision 0080). */
export const adminText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${nounPhrase(label)}` })
    .trim()
    .min(1, `Enter ${nounPhrase(label)}`)
    .max(max, `${capitalised(label)} must be ${max} characters or fewer`)
    .refine(noNul, `${capitalised(label)} contains a character that is not allowed`);

const text = adminText;

export const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const pageFields = { total: z.number(), limit: z.number(), offset: z.number() };

// ---- Re-authentication ---------------------------------------------------------------------

export const reauthBody = z.object({
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(200, 'The password may not be longer than 200 characters.'),
});
export const reauthResponse = z.object({ reauthenticated_until: z.string() });
/** GET: until when this session may do sensitive actions; null when it must re-authenticate. */
export const reauthStatus = z.object({ reauthenticated_until: z.string().nullable() });

// ---- Audit log -----------------------------------------------------------------------------

/** What an audit row can be about: part 1's records, then the content of part 2 (0066). */
export const auditTargetTypes = [
  'user',
  'enquiry',
  'school',
  'employer',
  'course',
  'event',
  'subscriber',
  'insight',
  'rights_request',
  'tag',
  'cta',
  'quote',
  'credential',
  'mail',
  'newsletter',
  'backup',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];
// Every kind of record has its words in the one audit table, and nothing else does.
AUDIT_RECORD_KINDS satisfies Record<AuditTargetType, string>;
auditTargetTypes satisfies readonly (keyof typeof AUDIT_RECORD_KINDS)[];

export const auditQuery = z.object({
  /** Text in the record's id or in the fields before and after (an email, a title). */
  q: adminSearch,
  actor_id: optionalId('person'),
  kind: z
    .string()
    .trim()
    .max(60, 'The kind may not be longer than 60 characters.')
    .regex(/^[a-z_.]*$/, 'The kind is a dotted name such as member.update.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  target_type: z
    .enum(auditTargetTypes, { error: `Choose one of: ${auditTargetTypes.join(', ')}.` })
    .optional(),
  target_id: z.string().max(20).regex(/^\d*$/, 'The target must be an id.').optional(),
  from: isoDate('start date').optional(),
  // A day on its own ("2026-11-26", as a date field sends it) includes the whole of that day.
  to: z
    .string({ error: 'The end date must be a date.' })
    .max(40, 'The end date is not a date.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'The end date is not a date.')
    .transform((v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(Date.parse(v) + 86_399_999) : new Date(v),
    )
    .optional(),
  /** Only by time: an audit log is read as a timeline. */
  sort: z.enum(['when'], { error: 'Sort by when.' }).default('when'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  actor: person.nullable(),
  /** "The system", the person's name, or "Erased member #id" when their account is gone
   * (decision 0075: pseudonymised). */
  actor_name: z.string(),
  /** A dotted kind (audit-actions.ts names each). */
  kind: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The record's name or title now; "Erased member #id"; null when it no longer exists. */
  target_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const auditPage = z.object({ items: z.array(auditEntry), ...pageFields });

// ---- Members -------------------------------------------------------------------------------

export const memberTypes = ['learner', 'business'] as const;
/** The dashboard's "Members disabled this week" and the members list it links to. */
export const DISABLED_RECENTLY_DAYS = 7;
export const memberStatuses = ['active', 'pending_review', 'disabled'] as const;
export const staffRoles = ['admin', 'editor'] as const;

export const membersQuery = z.object({
  q: adminSearch,
  type: z.enum(memberTypes, { error: 'Choose learner or business.' }).optional(),
  status: z
    .enum(memberStatuses, { error: 'Choose active, pending_review or disabled.' })
    .optional(),
  /** Disabled from the console within this many days and still disabled (the dashboard's card). */
  disabled_within: z.coerce
    .number({ error: 'The number of days must be a number.' })
    .int('The number of days must be a whole number.')
    .min(1, 'The number of days must be at least 1.')
    .max(366, 'The number of days may not be greater than 366.')
    .optional(),
  sort: z
    .enum(['name', 'email', 'created', 'last_sign_in'], {
      error: 'Sort by name, email, created or last_sign_in.',
    })
    .default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type MembersQuery = z.infer<typeof membersQuery>;

const organisation = z
  .object({ type: z.enum(['school', 'employer']), id: z.number(), title: z.string() })
  .nullable();

export const memberListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  type: z.enum(memberTypes),
  status: z.enum(memberStatuses),
  staff_role: z.enum(staffRoles).nullable(),
  can_write_articles: z.boolean(),
  organisation,
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export const membersPage = z.object({ items: z.array(memberListItem), ...pageFields });

export const memberDetail = memberListItem.extend({
  contact_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  job_title: z.string().nullable(),
  school: z.object({ id: z.number(), title: z.string() }).nullable(),
  employer: z.object({ id: z.number(), title: z.string() }).nullable(),
  course: z.object({ id: z.number(), title: z.string() }).nullable(),
  start_year: z.number().nullable(),
  funded_until: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Set while the member's own deletion request waits out its grace period. */
  deletion_requested_at: z.string().nullable(),
  saved: z.record(z.string(), z.number()),
  credentials: z.number(),
  active_sessions: z.number(),
  /** The version to send back with a change (optimistic concurrency). */
  updated_at: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const nullableId = (label: string) => idParam(label).nullable().optional();

export const memberPatch = z
  .object({
    updated_at: versionField,
    type: z.enum(memberTypes, { error: 'Choose learner or business.' }).optional(),
    school_id: nullableId('learning provider'),
    course_id: nullableId('course'),
    employer_id: nullableId('employer'),
    funded_until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The funding end date must be a date (YYYY-MM-DD).')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'The funding end date is not a real date.')
      .nullable()
      .optional(),
    can_write_articles: z.boolean({ error: 'Choose yes or no.' }).optional(),
  })
  .strict();
export type MemberPatch = z.infer<typeof memberPatch>;

export const versionBody = z.object({ updated_at: versionField });

export const staffRoleBody = z.object({
  updated_at: versionField,
  staff_role: z.enum(staffRoles, { error: 'Choose admin, editor or none.' }).nullable(),
});

export const staffQuery = z.object({
  q: adminSearch,
  role: z.enum(staffRoles, { error: 'Choose admin or editor.' }).optional(),
  sort: z
    .enum(['name', 'email', 'role'], { error: 'Sort by name, email or role.' })
    .default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type StaffQuery = z.infer<typeof staffQuery>;

export const staffPage = z.object({
  items: z.array(person.extend({ staff_role: z.enum(staffRoles), status: z.enum(memberStatuses) })),
  ...pageFields,
});

export const messageResponse = z.object({ message: z.string() });

// ---- Pending review ------------------------------------------------------------------------

export const reviewsQuery = z.object({
  q: adminSearch,
  /** Oldest first by default: the longest wait is decided first. */
  sort: z.enum(['oldest', 'newest'], { error: 'Sort by oldest or newest.' }).default('oldest'),
  limit: adminLimit,
  offset: adminOffset,
});

export const reviewItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const reviewsPage = z.object({ items: z.array(reviewItem), ...pageFields });

export const approveBody = z.object({
  updated_at: versionField,
  school_id: idParam('learning provider'),
  course_id: idParam('course'),
});
export const rejectBody = z.object({
  updated_at: versionField,
  reason: text('reason', 1000),
});

// ---- Enquiries -----------------------------------------------------------------------------

export const enquiryStatuses = ['new', 'in_progress', 'closed'] as const;
export const enquiryKinds = ['join_employers', 'get_accredited', 'author_access'] as const;

export const enquiriesQuery = z.object({
  q: adminSearch,
  status: z.enum(enquiryStatuses, { error: 'Choose a status from the list.' }).optional(),
  kind: z
    .enum(enquiryKinds, { error: 'Choose join_employers, get_accredited or author_access.' })
    .optional(),
  /** A staff member's id, `me`, or `none` for unassigned. */
  assignee: z
    .string()
    .max(12)
    .regex(/^(me|none|[1-9]\d{0,9})$/, 'The assignee is an id, me or none.')
    .optional(),
  sort: z.enum(['newest', 'oldest'], { error: 'Sort by newest or oldest.' }).default('newest'),
  limit: adminLimit,
  offset: adminOffset,
});
export type EnquiriesQuery = z.infer<typeof enquiriesQuery>;

export const enquiryListItem = z.object({
  id: z.number(),
  kind: z.enum(enquiryKinds),
  status: z.enum(enquiryStatuses),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  assignee: person.nullable(),
  notes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const enquiriesPage = z.object({ items: z.array(enquiryListItem), ...pageFields });

/** What happened to an emailed reply, read from the mail outbox (decision 0082). */
export const replyDeliveries = ['waiting', 'sent', 'failed'] as const;

/**
 * One entry of an enquiry's timeline: a staff note (only staff see it) or a reply emailed to
 * the enquirer. `delivery` is the reply's email as the outbox has it; null for a note, and
 * for a reply whose outbox record has been purged (a week after it finished).
 */
export const enquiryNote = z.object({
  id: z.number(),
  kind: z.enum(['note', 'reply']),
  author: person.nullable(),
  body: z.string(),
  delivery: z.enum(replyDeliveries).nullable(),
  created_at: z.string(),
});

export const enquiryDetail = enquiryListItem.extend({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  job_title: z.string().nullable(),
  course_type: z.string().nullable(),
  course_title: z.string().nullable(),
  /** The member who asked (author access requests); null for the public forms' enquiries. */
  user_id: z.number().nullable(),
  note_list: z.array(enquiryNote),
});

export const enquiryPatch = z
  .object({
    updated_at: versionField,
    status: z.enum(enquiryStatuses, { error: 'Choose a status from the list.' }).optional(),
    assignee_id: idParam('assignee').nullable().optional(),
  })
  .strict();
export type EnquiryPatch = z.infer<typeof enquiryPatch>;

export const enquiryNoteBody = z.object({ body: text('note', 5000) });

/** A reply is at most this long: an email a person reads, not a document. */
export const ENQUIRY_REPLY_MAX = 5000;

/** A reply emailed to the enquirer from the console (plain text; a short quote of what they sent follows). */
export const enquiryReplyBody = z.object({
  body: z
    .string({ error: 'Enter your reply' })
    .trim()
    .min(1, 'Enter your reply')
    .max(
      ENQUIRY_REPLY_MAX,
      `Your reply must be ${ENQUIRY_REPLY_MAX.toLocaleString('en-GB')} characters or fewer`,
    )
    .refine(noNul, 'Your reply contains a character that cannot be sent'),
});

// ---- Organisations and their sign-up domains -----------------------------------------------

export const organisationKinds = ['school', 'employer'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

export const organisationsQuery = z.object({
  kind: z.enum(organisationKinds, { error: 'Choose school or employer.' }).default('school'),
  q: adminSearch,
  /** true: listed ones only; false: hidden ones only (decision 0063); absent: both. */
  listed: z
    .enum(['true', 'false'], { error: 'Choose true (listed) or false (hidden).' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(['title', 'members'], { error: 'Sort by title or members.' }).default('title'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type OrganisationsQuery = z.infer<typeof organisationsQuery>;

export const organisationListItem = z.object({
  kind: z.enum(organisationKinds),
  id: z.number(),
  title: z.string(),
  domains: z.array(z.string()),
  members: z.number(),
  /** Shown in directories, search and the course finder; false when staff hid it (0063). */
  listed: z.boolean(),
  updated_at: z.string(),
});
export const organisationsPage = z.object({ items: z.array(organisationListItem), ...pageFields });

export const signupDomain = z.object({ id: z.number(), domain: z.string() });

export const organisationDetail = organisationListItem.extend({
  domains: z.array(z.string()),
  domain_list: z.array(signupDomain),
  url: z.string().nullable(),
  logo_url: z.string().nullable(),
  address_state: z.string().nullable(),
  profile: z.string().nullable(),
  /** Courses of a learning provider; 0 for an employer. */
  courses: z.number(),
  /** An employer's tags (industry, topic); always empty for a learning provider. */
  tags: z.array(z.object({ id: z.number(), title: z.string(), type: z.number() })),
});

export const MAX_ORGANISATION_TAGS = 30;
export const organisationTagsBody = z.object({
  tag_ids: z
    .array(idParam('tag'), { error: 'Choose the tags from the list.' })
    .max(MAX_ORGANISATION_TAGS, `Choose at most ${MAX_ORGANISATION_TAGS} tags.`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});

/** A real domain's shape: labels of letters, digits and inner hyphens, a letter suffix. */
export const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainBody = z.object({
  domain: z
    .string({ error: 'Enter a domain such as example.ac.uk.' })
    .trim()
    .toLowerCase()
    .max(253, 'The domain may not be longer than 253 characters.')
    .regex(DOMAIN_PATTERN, 'Enter a domain such as example.ac.uk (no @, spaces or https://).'),
});

export const domainMessages = {
  open: 'Webmail and disposable email domains cannot be sign-up domains: anyone can get an address there.',
  taken: 'This domain is already a sign-up domain of an organisation.',
} as const;

// ---- Choices for the console's selects -----------------------------------------------------

/** Each list of choices is at most this long (a larger directory would need a search box). */
export const OPTIONS_MAX = 1000;

const choice = z.object({ id: z.number(), title: z.string() });
export const adminOptions = z.object({
  schools: z.array(choice.extend({ courses: z.array(choice) })),
  employers: z.array(choice),
  tags: z.array(choice.extend({ type: z.number() })),
  staff: z.array(z.object({ id: z.number(), name: z.string(), staff_role: z.enum(staffRoles) })),
});
export type AdminOptions = z.infer<typeof adminOptions>;

// ---- Dashboard -----------------------------------------------------------------------------

export const dashboardCounts = z.object({
  pending_reviews: z.number(),
  new_enquiries: z.number(),
  /** Members disabled through the console in the last 7 days and still disabled. */
  disabled_this_week: z.number(),
  /** Emails queued or waiting to be retried in the outbox (decision 0006). */
  mail_waiting: z.number(),
  /** Emails the outbox gave up on after every retry. */
  mail_failed: z.number(),
  /** Open data-protection rights requests due within 7 days, or overdue (decision 0064). */
  rights_requests_due_soon: z.number(),
});

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .refine(noNul, `The ${label} contains an invalid character.`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const website = z
  .string({ error: 'The website must be text.' })
  .trim()
  .max(500, 'The website may not be longer than 500 characters.')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'Enter a website starting with https://.',
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** A logo uploaded through the image pipeline (POST /api/upload/image answers its url). */
export const logo = z
  .string({ error: 'The logo must be an uploaded image.' })
  .max(200, 'The logo must be an uploaded image.')
  .regex(
    /^\/media\/uploads\/[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}$/,
    'The logo must be an uploaded image.',
  )
  .nullable()
  .optional();

const organisationFields = {
  /** false hides the organisation from every public and member list (decision 0063). */
  listed: z.boolean({ error: 'Choose listed (true) or hidden (false).' }).optional(),
  url: website,
  logo_url: logo,
  address_state: optionalText('region', 100),
  profile: optionalText('profile', 20_000),
};

export const organisationCreate = z
  .object({
    kind: z.enum(organisationKinds, { error: 'Choose school or employer.' }),
    title: text('title', 200),
    ...organisationFields,
  })
  .strict();
export type OrganisationCreate = z.infer<typeof organisationCreate>;

export const organisationPatch = z
  .object({ updated_at: versionField, title: text('title', 200).optional(), ...organisationFields })
  .strict();
export type OrganisationPatch = z.infer<typeof organisationPatch>;

export const organisationMessages = {
  titleTaken: 'Another organisation of this kind already has this title.',
} as const;
