// The staff's notice of a member's request for author access.
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export const AUTHOR_ACCESS_SUBJECT = 'A member has asked to write insights';

export function staffNotice(
  member: { firstName: string; lastName: string; email: string; organisation: string | null },
  staffInbox: string,
  consoleUrl: string,
): MailMessage {
  return emailMessage(staffInbox, AUTHOR_ACCESS_SUBJECT, {
    heading: 'Request for author access',
    paragraphs: [
      `Name: ${member.firstName} ${member.lastName}`,
      `Email: ${member.email}`,
      ...(member.organisation ? [`Organisation: ${member.organisation}`] : []),
      'The request is stored as an enquiry with status "new". Give the member author access from their record in the staff console, then close the enquiry.',
    ],
    button: { label: 'Open the enquiry', url: consoleUrl },
  });
}
