// Newsletter emails. Every one carries a one-click unsubscribe link (in the body, and as the
// List-Unsubscribe / List-Unsubscribe-Post headers of RFC 2369 and RFC 8058).
import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';

export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmSubscriptionEmail(
  to: string,
  links: { confirm: string; unsubscribe: string; oneClickUnsubscribe: string },
): MailMessage {
  return emailMessage(
    to,
    'Confirm your Tech Industry Gold newsletter subscription',
    {
      heading: 'Confirm your subscription',
      paragraphs: [
        'Thank you for signing up to the Tech Industry Gold newsletter. We send one email a month with news, insights and events from the network.',
        'Please confirm that you want to receive it: until you do, we will not send you anything else.',
        'If you did not ask for this, ignore this email and you will not hear from us again.',
        `Unsubscribe at any time, no sign-in needed: ${links.unsubscribe}`,
      ],
      button: { label: 'Confirm my subscription', url: links.confirm },
    },
    // The mailer spreads the message into nodemailer's sendMail, so these reach SMTP.
    unsubscribeHeaders(links.oneClickUnsubscribe),
  );
}
