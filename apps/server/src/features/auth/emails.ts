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
