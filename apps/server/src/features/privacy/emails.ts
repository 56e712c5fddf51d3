// The privacy emails (decision 0064): one for each step a member should know about.
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { DELETION_GRACE_DAYS, EXPORT_LINK_HOURS } from '@techgold/contracts/retention';

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** A date as people write it here: '30 September 2027' (UTC). */
export function longDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function exportReadyEmail(to: string, firstName: string, url: string): MailMessage {
  return emailMessage(to, 'Your Tech Industry Gold data is ready to download', {
    heading: `Hello ${firstName}, your data is ready`,
    paragraphs: [
      'You asked for a copy of the data Tech Industry Gold holds about you. It is ready to download as a ZIP file.',
      `The link works once, for ${EXPORT_LINK_HOURS} hours, and only while you are signed in to your account. After that, ask for a new copy on your privacy page.`,
      'If you did not ask for this, sign in and change your password.',
    ],
    button: { label: 'Download your data', url },
  });
}

export function deletionRequestedEmail(
  to: string,
  firstName: string,
  eraseOn: Date,
  loginUrl: string,
): MailMessage {
  return emailMessage(to, 'Your Tech Industry Gold account will be deleted', {
    heading: `Hello ${firstName}, your account will be deleted on ${longDate(eraseOn)}`,
    paragraphs: [
      'You asked us to delete your account. We have signed you out everywhere, and you can no longer use the platform.',
      `On ${longDate(eraseOn)} we will erase your personal data. Insights you published stay on the site under "Former member".`,
      `Changed your mind? Sign in within ${DELETION_GRACE_DAYS} days and confirm that you want to keep your account.`,
    ],
    button: { label: 'Sign in to keep your account', url: loginUrl },
  });
}

export function accountErasedEmail(to: string, firstName: string): MailMessage {
  return emailMessage(to, 'Your Tech Industry Gold account has been deleted', {
    heading: `Hello ${firstName}, your account has been deleted`,
    paragraphs: [
      'We have erased your account and the personal data that went with it. Insights you published stay on the site under "Former member".',
      'This is the last email we will send you about your account.',
    ],
  });
}

export function inactiveWarningEmail(
  to: string,
  firstName: string,
  eraseOn: Date,
  loginUrl: string,
): MailMessage {
  return emailMessage(to, 'Your Tech Industry Gold account will be deleted soon', {
    heading: `Hello ${firstName}, we will delete your account on ${longDate(eraseOn)}`,
    paragraphs: [
      'We keep accounts for 14 months after the last credential is offered or the last sign-in, as our privacy policy says. Yours has reached that point.',
      `To keep your account, just sign in before ${longDate(eraseOn)}.`,
    ],
    button: { label: 'Sign in', url: loginUrl },
  });
}
