// What the site holds about people, why, and for how long: ONE table (decision 0064). The
// retention job (server, features/privacy/jobs.ts) runs a handler for each rule's key, the
// member's "What we hold and why" page and the privacy notice's retention section are drawn
// from it, and a test fails if any of the three stops agreeing. Plain data: public pages import
// it, so it carries no zod.

export type LawfulBasis = 'Contract' | 'Legitimate interests' | 'Consent' | 'Legal obligation';

export interface RetentionRule {
  /** The retention job's handler for this rule (server: features/privacy/retention.ts). */
  key: RetentionKey;
  /** The kind of data, as a person would name it. */
  data: string;
  purpose: string;
  basis: LawfulBasis;
  /** How long it is kept… */
  keep: { amount: number; unit: 'hours' | 'days' | 'months' };
  /** …counted from this moment. */
  after: string;
  /** What the job does then. */
  action: 'delete' | 'anonymise' | 'erase the account';
}

export const RETENTION_KEYS = [
  'accounts',
  'deletion_requests',
  'sessions',
  'one_time_codes',
  'notifications_dismissed',
  'exports',
  'newsletter_unconfirmed',
  'newsletter_unsubscribed',
  'newsletter_recipients',
  'pending_review',
  'rejected_signups',
  'enquiries',
  'rights_requests',
  'captured_mail',
  'course_search_misses',
] as const;
export type RetentionKey = (typeof RETENTION_KEYS)[number];

/** Inactive accounts: erased this many months after the last credential or sign-in. */
export const ACCOUNT_RETENTION_MONTHS = 14;
/** The member is emailed this many days before that. */
export const ACCOUNT_WARNING_DAYS = 30;
/** A member's own deletion waits this long, so they can change their mind. */
export const DELETION_GRACE_DAYS = 14;
/** An export's link works this long after the archive is ready. */
export const EXPORT_LINK_HOURS = 24;

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: 'accounts',
    data: 'Your account: profile, organisation and course, equality answers, saved items, notification preferences, credentials and files you uploaded',
    purpose: 'To run your membership and issue your credentials',
    basis: 'Contract',
    keep: { amount: ACCOUNT_RETENTION_MONTHS, unit: 'months' },
    after:
      'the last credential is offered to you or you last sign in, whichever is later (we email you 30 days before)',
    action: 'erase the account',
  },
  {
    key: 'deletion_requests',
    data: 'Accounts you have asked us to delete',
    purpose: 'To let you change your mind',
    basis: 'Contract',
    keep: { amount: DELETION_GRACE_DAYS, unit: 'days' },
    after: 'you ask us to delete your account',
    action: 'erase the account',
  },
  {
    key: 'sessions',
    data: 'Sign-in history: when you signed in, from which browser and network address',
    purpose: 'To keep you signed in and your account secure',
    basis: 'Legitimate interests',
    keep: { amount: 30, unit: 'days' },
    after: 'you sign in (a session never lasts longer)',
    action: 'delete',
  },
  {
    key: 'one_time_codes',
    data: 'Links we email you to set a password or confirm your address',
    purpose: 'To prove that you own your email address',
    basis: 'Contract',
    keep: { amount: 7, unit: 'days' },
    after: 'the link is used or expires',
    action: 'delete',
  },
  {
    key: 'notifications_dismissed',
    data: 'Notifications you have dismissed',
    purpose: 'To show you what is new on the platform',
    basis: 'Contract',
    keep: { amount: 14, unit: 'months' },
    after: 'you dismiss them',
    action: 'delete',
  },
  {
    key: 'exports',
    data: 'Copies of your data you asked to download',
    purpose: 'To give you a copy of your data',
    basis: 'Legal obligation',
    keep: { amount: EXPORT_LINK_HOURS, unit: 'hours' },
    after: 'the copy is ready',
    action: 'delete',
  },
  {
    key: 'newsletter_unconfirmed',
    data: 'Newsletter sign-ups that were never confirmed',
    purpose: 'To send the confirmation email you asked for',
    basis: 'Consent',
    keep: { amount: 30, unit: 'days' },
    after: 'you sign up',
    action: 'delete',
  },
  {
    key: 'newsletter_unsubscribed',
    data: 'Newsletter addresses that have unsubscribed',
    purpose: 'To send the newsletter you asked for',
    basis: 'Consent',
    keep: { amount: 30, unit: 'days' },
    after: 'you unsubscribe',
    action: 'anonymise',
  },
  {
    key: 'newsletter_recipients',
    data: 'The list of addresses each monthly newsletter was sent to',
    purpose: 'To send each newsletter to each address once, and to see that it was delivered',
    basis: 'Consent',
    keep: { amount: 30, unit: 'days' },
    after: 'the newsletter is sent',
    action: 'anonymise',
  },
  {
    key: 'pending_review',
    data: 'Learner sign-ups waiting for our team to approve them',
    purpose: 'To confirm that you study with an organisation in our network',
    basis: 'Legitimate interests',
    keep: { amount: 6, unit: 'months' },
    after: 'you sign up',
    action: 'delete',
  },
  {
    key: 'rejected_signups',
    data: 'Learner sign-ups our team turned down, with the reason',
    purpose: 'To answer questions about the decision',
    basis: 'Legitimate interests',
    keep: { amount: 14, unit: 'months' },
    after: 'the decision',
    action: 'delete',
  },
  {
    key: 'enquiries',
    data: 'Enquiries you send us through our forms',
    purpose: 'To answer your enquiry',
    basis: 'Legitimate interests',
    keep: { amount: 12, unit: 'months' },
    after: 'we close the enquiry',
    action: 'delete',
  },
  {
    key: 'rights_requests',
    data: 'Data-protection requests you make to us, and our answers',
    purpose: 'To show that we answered your request',
    basis: 'Legal obligation',
    keep: { amount: 24, unit: 'months' },
    after: 'we answer the request',
    action: 'delete',
  },
  {
    key: 'captured_mail',
    data: 'Copies of emails kept by test installations of the site (never the live site)',
    purpose: 'To test the site without sending real email',
    basis: 'Legitimate interests',
    keep: { amount: 7, unit: 'days' },
    after: 'the email is written',
    action: 'delete',
  },
  {
    key: 'course_search_misses',
    data: 'Words typed into the course finder that found no course (the words only, counted by week, with nothing about who typed them)',
    purpose: 'To see which courses people look for that we do not list',
    basis: 'Legitimate interests',
    keep: { amount: 3, unit: 'months' },
    after: 'the week of the search',
    action: 'delete',
  },
];

const unitName = (amount: number, unit: RetentionRule['keep']['unit']) =>
  amount === 1 ? unit.slice(0, -1) : unit;

/** "14 months after you dismiss them, then deleted": the words every page shows for a rule. */
export function retentionText(rule: RetentionRule): string {
  const then =
    rule.action === 'delete'
      ? 'then deleted'
      : rule.action === 'anonymise'
        ? 'then anonymised'
        : 'then the account is erased';
  return `${rule.keep.amount} ${unitName(rule.keep.amount, rule.keep.unit)} after ${rule.after}, ${then}`;
}
