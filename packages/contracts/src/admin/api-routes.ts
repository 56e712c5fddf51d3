// API paths of the staff console (/admin), written once for the server and the console.
// Import as a namespace: import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';

export const audit = '/api/admin/audit';
/** The audit log as a CSV file, with the same filters as the page (admins). */
export const auditCsv = '/api/admin/audit.csv';
/** Enter the password again: sensitive actions need it within the last 15 minutes. */
export const reauth = '/api/admin/reauth';

export const members = '/api/admin/members';
export const member = '/api/admin/members/:id';
export const memberDisable = '/api/admin/members/:id/disable';
export const memberEnable = '/api/admin/members/:id/enable';
export const memberSetPasswordLink = '/api/admin/members/:id/send-set-password-link';

export const staff = '/api/admin/staff';
/** Grants, changes or removes the staff role of any account. */
export const staffRole = '/api/admin/staff/:id';

export const reviews = '/api/admin/reviews';
export const reviewApprove = '/api/admin/reviews/:id/approve';
export const reviewReject = '/api/admin/reviews/:id/reject';

export const enquiries = '/api/admin/enquiries';
export const enquiry = '/api/admin/enquiries/:id';
export const enquiryNotes = '/api/admin/enquiries/:id/notes';
/** POST { body }: email a reply to the enquirer (through the mail outbox) and keep it on the timeline. */
export const enquiryReplies = '/api/admin/enquiries/:id/replies';

/** Employers and learning providers (`:kind` is employer or school) and their sign-up domains. */
export const organisations = '/api/admin/organisations';
export const organisation = '/api/admin/organisations/:kind/:id';
export const organisationDomains = '/api/admin/organisations/:kind/:id/domains';
export const organisationDomain = '/api/admin/organisations/:kind/:id/domains/:domainId';

/** Counts that need a person: pending reviews, new enquiries, recent disables, mail trouble. */
export const dashboard = '/api/admin/dashboard';
export const dashboardTrends = '/api/admin/dashboard/trends';
/** Replaces an employer's tags (learning providers have none). */
export const organisationTags = '/api/admin/organisations/:kind/:id/tags';
/** The choices the console's selects offer: providers with courses, employers, tags, staff. */
export const options = '/api/admin/options';
/** The pickers' paged look-ups by name (?q=&offset=&limit=; courses also ?school_id=). */
export const optionsEmployers = '/api/admin/options/employers';
export const optionsProviders = '/api/admin/options/providers';
export const optionsCourses = '/api/admin/options/courses';
/** Active members by name or email (staff: issuing a badge). */
export const optionsMembers = '/api/admin/options/members';

/** Data-protection rights requests received by email or post (decision 0064). */
export const rightsRequests = '/api/admin/rights-requests';
export const rightsRequest = '/api/admin/rights-requests/:id';
/** POST { updated_at }: send the matched member a copy of their data (the member's own export). */
export const rightsRequestExport = '/api/admin/rights-requests/:id/export';
/**
 * POST { updated_at, proved_addresses? }: erase the matched member's account now
 * (re-authentication). GET …/erasure-preview first: what it removes by address, and why.
 */
export const rightsRequestErase = '/api/admin/rights-requests/:id/erase';
export const rightsRequestErasurePreview = '/api/admin/rights-requests/:id/erasure-preview';
/** Equality answers in aggregate only: counts by option, suppressed below 5. */
export const equality = '/api/admin/equality';

// ---- Content (back office part 2, decision 0066; editors and admins) ----------------------

/** Courses on the register: listed or unlisted; the finder follows every change at once. */
export const courses = '/api/admin/courses';
export const course = '/api/admin/courses/:id';
/** The course form's dropdowns: providers, programme types, levels, subjects, locations. */
export const courseOptions = '/api/admin/course-options';

/** Events: created and edited here (draft), published (members are told once) or cancelled. */
export const events = '/api/admin/events';
export const event = '/api/admin/events/:id';
export const eventPublish = '/api/admin/events/:id/publish';
export const eventCancel = '/api/admin/events/:id/cancel';
/** Back to draft: refused once members have been notified (cancel it instead). */
export const eventDraft = '/api/admin/events/:id/draft';
/** Runs the events-platform sync now and answers its report (the schedule runs it too). */
export const eventsSync = '/api/admin/events/sync';

/** Newsletter subscribers with their consent records (editors and admins). */
export const subscribers = '/api/admin/subscribers';
/** A CSV of confirmed subscribers only (admins; POST, so the export is a CSRF-checked, audited act). */
export const subscribersExport = '/api/admin/subscribers/export';

/**
 * Every insight with its author and state; one insight to read (GET); unpublish and republish
 * (each reason emailed), feature, delete.
 */
export const insights = '/api/admin/insights';
export const insight = '/api/admin/insights/:id';
export const insightUnpublish = '/api/admin/insights/:id/unpublish';
export const insightRepublish = '/api/admin/insights/:id/republish';
export const insightFeature = '/api/admin/insights/:id/feature';

/** Tags (types 1 and 2); the three news category tags are fixed. DELETE takes ?cascade=true. */
export const tags = '/api/admin/tags';
export const tag = '/api/admin/tags/:id';
/** Calls to action, by where they show. */
export const ctas = '/api/admin/ctas';
export const cta = '/api/admin/ctas/:id';
/** The rotating quotes, with the pages they rotate on. */
export const quotes = '/api/admin/quotes';
export const quote = '/api/admin/quotes/:id';

/** Credentials: listed always; issued and revoked here only on the local platform. */
export const credentials = '/api/admin/credentials';
export const credential = '/api/admin/credentials/:id';
export const credentialRevoke = '/api/admin/credentials/:id/revoke';

/** The mail outbox: waiting, failed and lately sent mail (admins; never a body). */
export const outbox = '/api/admin/outbox';
/** Queues a new copy of a failed mail. */
export const outboxResend = '/api/admin/outbox/:id/resend';
/** The badges (credential groups) staff can issue, for the console's pickers. */
export const credentialBadges = '/api/admin/credential-badges';
/** Active members to issue a badge to, found by name or email (editors may not list members). */
export const credentialMembers = '/api/admin/credential-members';
/** A cohort from a CSV (email, badge, issue date): check answers the report, import commits. */
export const credentialImportCheck = '/api/admin/credentials/import/check';
export const credentialImport = '/api/admin/credentials/import';

/** Backups: the list, the run under way, the last failure (admins; decision 0072). */
export const backups = '/api/admin/backups';
/** Starts a backup now (admins, recently reauthenticated). */
export const backupsRun = '/api/admin/backups/run';
/** One archive, streamed (admins, recently reauthenticated). */
export const backupDownload = '/api/admin/backups/:file/download';

// ---- Bulk actions (decision 0094): POST { ids, … } → { done, refused } ----------------------

export const reviewsBulkApprove = '/api/admin/reviews/bulk/approve';
export const reviewsBulkReject = '/api/admin/reviews/bulk/reject';
export const enquiriesBulkAssign = '/api/admin/enquiries/bulk/assign';
export const enquiriesBulkClose = '/api/admin/enquiries/bulk/close';
/** Staff unsubscribe people (the record and its consents stay, marked unsubscribed). */
export const subscribersBulkRemove = '/api/admin/subscribers/bulk/remove';
export const insightsBulkUnpublish = '/api/admin/insights/bulk/unpublish';
export const credentialsBulkRevoke = '/api/admin/credentials/bulk/revoke';
