// The funding reminder (SPEC §2, §9): a learner whose subscription a learning provider funds
// (for the course plus a year, `users.funded_until`) hears 30 days before it ends — an in-app
// notice and an email. Once per member per funding period, however often the daily job runs:
// the notice's item id is the period's end date (YYYYMMDD), and the notifications table
// allows one row per member, type and item. The email is queued in the same transaction,
// only for notices this run created, so a committed notice always has its email and a rerun
// sends none. A member whose period starts again (funded_until moves) hears again.
import { FUNDING_NOTICE_DAYS } from '@techgold/contracts/constants';
import type { Db } from '../../db/client.ts';
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { fundingNoticeTypeId, remindFundingBatch } from './repository.ts';

export const FUNDING_REMINDER_QUEUE = 'funding-reminder';
/** Daily, 08:15 UTC. */
export const FUNDING_REMINDER_CRON = '15 8 * * *';
/** SPEC §9: the notification comes 30 days before the funded period ends (as the banner says). */
export const FUNDING_REMINDER_DAYS = FUNDING_NOTICE_DAYS;
/** The notice type: about the member's own account, so not a preference (kind 'notice'). */
export const FUNDING_NOTICE_TYPE = 'Subscription';
const BATCH = 500;

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** '2027-09-30' → '30 September 2027'. */
export function ukLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The notice's words before the date; the repository's SQL writes the same title for each row. */
const FUNDING_NOTICE_PREFIX = 'Your funded subscription ends on ';

export function fundingNoticeTitle(fundedUntil: string): string {
  return `${FUNDING_NOTICE_PREFIX}${ukLongDate(fundedUntil)}`;
}

export function fundingReminderEmail(
  row: { email: string; first_name: string; funded_until: string },
  accountUrl: string,
): MailMessage {
  const date = ukLongDate(row.funded_until);
  return emailMessage(row.email, fundingNoticeTitle(row.funded_until), {
    heading: `Hello ${row.first_name}, your funded subscription ends soon`,
    paragraphs: [
      `Your learning provider funds your Tech Industry Gold membership for the length of your course plus 1 year. That funding ends on ${date}.`,
      'Your credentials stay yours. To keep your membership going after that date, speak to your learning provider or contact us.',
    ],
    button: { label: 'Open your account', url: accountUrl },
  });
}

/** The daily job: every reminder that is due; answers how many members were reminded. */
export async function sendFundingReminders(
  db: Db,
  mail: MailQueue,
  accountUrl: string,
): Promise<number> {
  const typeId = await fundingNoticeTypeId(db, FUNDING_NOTICE_TYPE);
  let after = 0;
  let sent = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await remindFundingBatch(tx, {
        typeId,
        after,
        limit: BATCH,
        days: FUNDING_REMINDER_DAYS,
        titlePrefix: FUNDING_NOTICE_PREFIX,
      });
      for (const row of batch)
        if (row.created) await mail.enqueueMail(tx, fundingReminderEmail(row, accountUrl));
      return batch;
    });
    sent += rows.filter((r) => r.created).length;
    if (rows.length < BATCH) return sent;
    after = rows.at(-1)!.id;
  }
}
