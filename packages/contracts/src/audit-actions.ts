// Every kind of change the audit log records, with the words the console shows for it: ONE
// table, read by the server (an entry's kind must be one of these: the type checker refuses
// any other) and by the console's audit page (its labels and its filter). Plain data, no zod.

export const AUDIT_ACTIONS = {
  'member.update': 'Member changed',
  'member.disable': 'Sign-in disabled',
  'member.enable': 'Sign-in enabled',
  'member.set_password_link': 'Set-password link sent',
  'member.delete_request': 'Member asked to delete their account',
  'member.delete_cancel': 'Member kept their account (deletion cancelled)',
  'member.contact_email_confirmed': 'Contact email confirmed',
  'member.erase': 'Account erased',
  'staff.role': 'Staff role changed',
  'staff.reauth': 'Password re-entered',
  'staff.reauth_failed': 'Wrong password re-entered',
  'review.approve': 'Sign-up approved',
  'review.reject': 'Sign-up rejected',
  'review.expire': 'Unreviewed sign-up deleted',
  'review.purge': 'Rejected sign-up deleted',
  'enquiry.update': 'Enquiry changed',
  'enquiry.note': 'Enquiry note added',
  'enquiry.reply': 'Reply emailed to an enquirer',
  'organisation.create': 'Organisation added',
  'organisation.update': 'Organisation changed',
  'organisation.delete': 'Organisation deleted',
  'organisation.tags': 'Employer tags changed',
  'organisation.domain_add': 'Sign-up domain added',
  'organisation.domain_remove': 'Sign-up domain removed',
  'rights.create': 'Rights request logged',
  'rights.update': 'Rights request changed',
  'rights.export': 'Data sent for a rights request',
  'rights.erase': 'Account erased for a rights request',
  'course.create': 'Course added',
  'course.update': 'Course changed',
  'course.delete': 'Course deleted',
  'event.create': 'Event added',
  'event.update': 'Event changed',
  'event.publish': 'Event published',
  'event.cancel': 'Event cancelled',
  'event.unpublish': 'Event taken back to draft',
  'event.sync': 'Events copied from the events platform',
  'event.sync_add': 'Event added from the events platform',
  'event.sync_update': 'Event changed on the events platform',
  'insight.feature': 'Insight featured or unfeatured',
  'insight.unpublish': 'Insight unpublished',
  'insight.republish': 'Insight republished',
  'insight.delete': 'Insight deleted',
  'tag.create': 'Tag added',
  'tag.update': 'Tag changed',
  'tag.delete': 'Tag deleted',
  'tag.delete_cascade': 'Tag deleted with its uses',
  'cta.create': 'Call to action added',
  'cta.update': 'Call to action changed',
  'cta.delete': 'Call to action deleted',
  'quote.create': 'Quote added',
  'quote.update': 'Quote changed',
  'quote.delete': 'Quote deleted',
  'subscriber.export': 'Subscribers downloaded',
  'subscriber.remove': 'Subscriber removed by staff',
  'credential.issue': 'Credential issued',
  'credential.revoke': 'Credential revoked',
  'credential.import': 'Credentials imported',
  'newsletter.create': 'Newsletter started',
  'newsletter.update': 'Newsletter changed',
  'newsletter.test': 'Newsletter test sent to oneself',
  'newsletter.send': 'Newsletter sent',
  'mail.resend': 'Email sent again',
  'backup.start': 'Backup started',
  'backup.download': 'Backup downloaded',
} as const;

export type AuditKind = keyof typeof AUDIT_ACTIONS;

/** The words for a kind; an unknown one (from an older version) is shown as it is stored. */
export const auditActionLabel = (kind: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[kind] ?? kind;

/** What each kind of record is called, for the log's filter and its Record column. */
/** A field's value as the audit log shows it: text as it is, nothing as "empty", else JSON. */
export const auditValueText = (value: unknown): string =>
  value === null || value === undefined
    ? 'empty'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields an audit entry's change touched, before or after, each once. */
export const auditChangedFields = (entry: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): string[] => [
  ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
];

export const AUDIT_RECORD_KINDS = {
  user: 'Member',
  enquiry: 'Enquiry',
  school: 'Learning provider',
  employer: 'Employer',
  course: 'Course',
  event: 'Event',
  subscriber: 'Subscriber',
  insight: 'Insight',
  rights_request: 'Rights request',
  tag: 'Tag',
  cta: 'Call to action',
  quote: 'Quote',
  credential: 'Credential',
  mail: 'Email',
  newsletter: 'Newsletter',
  backup: 'Backup',
} as const;
