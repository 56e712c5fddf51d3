// The funding reminder (SPEC §2, §9): a learner whose subscription a learning provider funds
// (for the course plus a year, `users.funded_until`) hears 30 days before it ends — an in-app
// notice and an email. Once per member per funding period, however often the daily job runs:
// the notice's item id is the period's end date (YYYYMMDD), and the notifications table
// allows one row per member, type and item. The email is queued in the same transaction,
// only for notices this run created, so a committed notice always has its email and a rerun
// sends none. A member whose period starts again (funded_until moves) hears again.
import { FUNDING_NOTICE_DAYS } from '@techgold/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import { emailMessage } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { MailQueue } from '../../plugins/jobs.ts';

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

/** The notice's words before the date; the SQL below writes the same title for each row. */
const FUNDING_NOTICE_PREFIX = 'Your funded subscription ends on ';

export function fundingNoticeTitle(fundedUntil: string): string {
  return `${FUNDING_NOTICE_PREFIX}${ukLongDate(fundedUntil)}`;
}

interface DueRow {
  id: number;
  email: string;
  first_name: string;
  funded_until: string;
  created: boolean;
}

/** The notice type's id, created on first use (staff manage the 'published' types). */
async function noticeTypeId(db: Db): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into notification_types (title, icon, kind, active_by_default, sort_order)
        values (${FUNDING_NOTICE_TYPE}, 'calendar', 'notice', true, 1000)
        on conflict (title) do update set kind = 'notice'
        returning id`,
  );
  return row!.id;
}

/**
 * One batch of members whose funding ends within the next 30 days (UK calendar), after
 * member `after`; creates their notices where missing and says which were created.
 */
async function remindBatch(tx: Queryable, typeId: number, after: number): Promise<DueRow[]> {
  return selectRows<DueRow>(
    tx,
    sql`
      with today as (select (now() at time zone 'Europe/London')::date as d),
      due as (
        select u.id, u.email, u.first_name, u.funded_until
          from users u, today
         where u.status = 'active' and u.funded_until is not null
           and u.funded_until >= today.d
           and u.funded_until <= today.d + ${FUNDING_REMINDER_DAYS}::int
           and u.id > ${after}
         order by u.id
         limit ${BATCH}
      ),
      created as (
        insert into notifications (user_id, notification_type_id, title, url, item_id, emailed_at)
        select d.id, ${typeId}::int,
               ${FUNDING_NOTICE_PREFIX}::text || to_char(d.funded_until, 'FMDD FMMonth YYYY'),
               '/account', to_char(d.funded_until, 'YYYYMMDD')::int,
               -- Its own email goes now, so the weekly digest leaves it out.
               now()
          from due d
        on conflict (user_id, notification_type_id, item_id) where item_id is not null
        do nothing
        returning user_id
      )
      select d.id, d.email, d.first_name, to_char(d.funded_until, 'YYYY-MM-DD') as funded_until,
             d.id in (select user_id from created) as created
        from due d
       order by d.id`,
  );
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
  const typeId = await noticeTypeId(db);
  let after = 0;
  let sent = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await remindBatch(tx, typeId, after);
      for (const row of batch)
        if (row.created) await mail.enqueueMail(tx, fundingReminderEmail(row, accountUrl));
      return batch;
    });
    sent += rows.filter((r) => r.created).length;
    if (rows.length < BATCH) return sent;
    after = rows.at(-1)!.id;
  }
}
