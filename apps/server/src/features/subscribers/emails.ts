// Newsletter emails. Every one carries a one-click unsubscribe link (in the body, and as the
// List-Unsubscribe / List-Unsubscribe-Post headers of RFC 2369 and RFC 8058).
import type { MailMessage } from '../../lib/mailer.ts';
import { emailHtml, emailText } from '../../lib/email-layout.ts';

/**
 * MailMessage plus headers. The mailer spreads the message into nodemailer's sendMail, so the
 * headers reach SMTP; the development capture stores the four known fields only.
 */
export type NewsletterMail = MailMessage & { headers: Record<string, string> };

export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmSubscriptionEmail(
  to: string,
  links: { confirm: string; unsubscribe: string },
): NewsletterMail {
  const content = {
    heading: 'Confirm your subscription',
    paragraphs: [
      'Thank you for signing up to the Tech Industry Gold newsletter. We send one email a month with news, insights and events from the network.',
      'Please confirm that you want to receive it: until you do, we will not send you anything else.',
      'If you did not ask for this, ignore this email and you will not hear from us again.',
      `Unsubscribe at any time, no sign-in needed: ${links.unsubscribe}`,
    ],
    button: { label: 'Confirm my subscription', url: links.confirm },
  };
  return {
    to,
    subject: 'Confirm your Tech Industry Gold newsletter subscription',
    text: emailText(content),
    html: emailHtml(content),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}
