import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return emailMessage(to, 'Reset your Tech Industry Gold password', {
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${firstName},`,
      'We received a request to reset the password for your Tech Industry Gold account. Use the link below to choose a new password. The link works once and expires in 60 minutes.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    button: { label: 'Choose a new password', url: link },
  });
}

/** The same link for someone who never finished signing up (asked again from /registered). */
export function finishRegistrationEmail(to: string, firstName: string, link: string): MailMessage {
  return emailMessage(to, 'Finish setting up your Tech Industry Gold account', {
    heading: 'Finish setting up your account',
    paragraphs: [
      `Hello ${firstName},`,
      'Use the link below to confirm your email address and choose your password. The link works once and expires in 60 minutes.',
      'If you did not sign up, you can ignore this email: nothing happens without the link.',
    ],
    button: { label: 'Confirm and choose a password', url: link },
  });
}

/** Signing in and confirming cancelled the account's deletion (decision 0064). */
export function deletionCancelledEmail(to: string, firstName: string): MailMessage {
  return emailMessage(to, 'Your Tech Industry Gold account will not be deleted', {
    heading: `Hello ${firstName}, your account is back`,
    paragraphs: [
      'You signed in and cancelled the deletion of your account, so we will not delete it.',
      'If this was not you, change your password now.',
    ],
  });
}
