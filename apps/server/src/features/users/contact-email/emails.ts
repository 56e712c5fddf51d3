// The email that proves a new contact address (decision 0074). It goes to the new address and
// names no one: whoever reads it may not be the member, and learns nothing about them.
import { CONTACT_EMAIL_LINK_HOURS } from '@techgold/contracts/account';
import { emailMessage } from '../../../lib/email-layout.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

export function confirmContactEmail(to: string, link: string): MailMessage {
  return emailMessage(to, 'Confirm your contact email for Tech Industry Gold', {
    heading: 'Confirm your contact email',
    paragraphs: [
      'Someone asked to use this address as the contact email of their Tech Industry Gold account.',
      `If that was you, open the link below while you are signed in to that account. It works once, for ${CONTACT_EMAIL_LINK_HOURS} hours.`,
      'If it was not you, ignore this email: nothing changes, and this address stays unconnected to any account.',
    ],
    button: { label: 'Confirm this contact email', url: link },
  });
}
