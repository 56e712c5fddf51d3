// The email admins get when a backup fails or its restored copy does not match.
import { emailMessage } from '../../../lib/email-layout.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

export const backupFailedSubject = 'A backup of Tech Industry Gold failed';

export function backupFailedEmail(opts: {
  to: string;
  firstName: string;
  message: string;
  at: string;
  link: string;
}): MailMessage {
  return emailMessage(opts.to, backupFailedSubject, {
    heading: 'A backup failed',
    paragraphs: [
      `Hello ${opts.firstName},`,
      `The backup started at ${opts.at} (UTC) did not complete, or its restored copy did not match: ${opts.message}`,
      'Until a backup succeeds, the newest good backup is older than it should be. Open Backups in the staff console to see the list and make one now.',
    ],
    button: { label: 'Open Backups', url: opts.link },
  });
}
