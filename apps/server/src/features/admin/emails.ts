// The emails the staff console causes: a pending learner approved (with a set-password link)
// or turned down (with staff's reason). Subjects are fixed strings.
import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';

export const adminSubjects = {
  approved: 'Your Tech Industry Gold account is ready',
  rejected: 'About your Tech Industry Gold registration',
  unpublished: 'Your insight has been unpublished',
  republished: 'Your insight is live again',
} as const;

export function approvedEmail(opts: {
  to: string;
  firstName: string;
  link: string;
  school: string;
  linkDays: number;
}): MailMessage {
  return emailMessage(opts.to, adminSubjects.approved, {
    heading: 'Your account is approved',
    paragraphs: [
      `Hello ${opts.firstName},`,
      `Our team has approved your account as a learner at ${opts.school}. You can now sign in to the member area.`,
      `Use the link below to choose your password (or a new one, if you set one already). The link works once and expires in ${opts.linkDays} days.`,
    ],
    button: { label: 'Choose your password', url: opts.link },
  });
}

export function rejectedEmail(opts: {
  to: string;
  firstName: string;
  reason: string;
}): MailMessage {
  return emailMessage(opts.to, adminSubjects.rejected, {
    heading: 'We could not approve your account',
    paragraphs: [
      `Hello ${opts.firstName},`,
      'Thank you for registering with Tech Industry Gold. Our team has reviewed your registration and could not approve it.',
      `The reason given: ${opts.reason}`,
      'If you think this is a mistake, reply to this email or register again with the email address your learning provider gave you.',
    ],
  });
}

/** An author's insight taken down by staff (decision 0066), with their reason. */
export function unpublishedEmail(opts: {
  to: string;
  firstName: string;
  title: string;
  reason: string;
  myInsights: string;
}): MailMessage {
  return emailMessage(opts.to, adminSubjects.unpublished, {
    heading: 'Your insight has been unpublished',
    paragraphs: [
      `Hello ${opts.firstName},`,
      `Our team has unpublished your insight “${opts.title}”: members and visitors no longer see it.`,
      `The reason given: ${opts.reason}`,
      'You can still open it from My insights, change it and publish it again.',
    ],
    button: { label: 'Open My insights', url: opts.myInsights },
  });
}

/** An insight staff had unpublished, put back by staff (decision 0091), with their reason. */
export function republishedEmail(opts: {
  to: string;
  firstName: string;
  title: string;
  reason: string;
  /** Public insights are on the news pages; members-only ones in the member area. */
  isPublic: boolean;
  link: string;
}): MailMessage {
  return emailMessage(opts.to, adminSubjects.republished, {
    heading: 'Your insight is live again',
    paragraphs: [
      `Hello ${opts.firstName},`,
      `Our team has republished your insight “${opts.title}”: ${
        opts.isPublic ? 'members and visitors' : 'members'
      } can read it again.`,
      `The reason given: ${opts.reason}`,
    ],
    button: { label: 'Read your insight', url: opts.link },
  });
}
