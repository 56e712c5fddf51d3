// SQL for the retention rules (packages/contracts/src/retention.ts, decision 0064). Every
// statement takes the moment it runs for (`at`), not the database's clock, so a test can run
// the job months ahead. Each answers how many rows it removed or changed (never what they held).
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';
import { FORMER_MEMBER_EMAIL } from './erasure-repository.ts';

type Unit = 'hours' | 'days' | 'months';
/** `at` minus the period, as a timestamptz. */
const before = (at: Date, amount: number, unit: Unit): SQL =>
  sql`(${at.toISOString()}::timestamptz - make_interval(${sql.raw(unit)} => ${amount}))`;

async function count(q: Queryable, statement: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}

export const deleteSessions = (q: Queryable, at: Date, days: number) =>
  count(
    q,
    sql`delete from sessions where expires_at <= ${at.toISOString()}::timestamptz
          or created_at <= ${before(at, days, 'days')}`,
  );

export const deleteCodes = (q: Queryable, at: Date, days: number) =>
  count(
    q,
    sql`delete from one_time_codes
         where least(coalesce(used_at, expires_at), expires_at) <= ${before(at, days, 'days')}`,
  );

export const deleteDismissedNotifications = (q: Queryable, at: Date, months: number) =>
  count(q, sql`delete from notifications where dismissed_at <= ${before(at, months, 'months')}`);

/** Exports past their link's life: the rows go and their archives' keys are answered. */
export async function deleteExports(q: Queryable, at: Date, hours: number) {
  const rows = await selectRows<{ storage_key: string | null }>(
    q,
    sql`delete from data_exports
         where coalesce(ready_at, created_at) <= ${before(at, hours, 'hours')}
        returning storage_key`,
  );
  return {
    count: rows.length,
    keys: rows.map((r) => r.storage_key).filter((k): k is string => Boolean(k)),
  };
}

export const deleteUnconfirmedSubscribers = (q: Queryable, at: Date, days: number) =>
  count(
    q,
    sql`delete from subscribers where state = 'pending'
          and created_at <= ${before(at, days, 'days')}`,
  );

/**
 * A sent newsletter's recipient list keeps its rows (so the delivery counts stay true)
 * but no address and no link to a member or a subscriber.
 */
export async function anonymiseNewsletterRecipients(q: Queryable, at: Date, days: number) {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`update newsletter_recipients r
           set email = 'anonymised-' || r.id || '@anonymised.invalid',
               user_id = null, subscriber_id = null
          from newsletter_issues i
         where i.id = r.issue_id and i.status = 'sent'
           and i.sent_at <= ${before(at, days, 'days')}
           and r.email not like 'anonymised-%@anonymised.invalid'
        returning r.id`,
  );
  return rows.length;
}

/**
 * Unsubscribed addresses keep a row (so the counts of who left stay true) but no address, no
 * tokens and no network addresses in their consent records.
 */
export async function anonymiseUnsubscribed(q: Queryable, at: Date, days: number) {
  const ids = await selectRows<{ id: number }>(
    q,
    sql`update subscribers
           set email = 'anonymised-' || id || '@anonymised.invalid',
               confirm_token_hash = null, unsubscribe_token_hash = null
         where state = 'unsubscribed' and unsubscribed_at <= ${before(at, days, 'days')}
           and email not like 'anonymised-%@anonymised.invalid'
        returning id`,
  );
  if (ids.length) {
    const list = sql.join(
      ids.map((r) => sql`${r.id}`),
      sql`, `,
    );
    await q.execute(sql`update subscriber_consents set ip = null where subscriber_id in (${list})`);
  }
  return ids.length;
}

export const deleteClosedEnquiries = (q: Queryable, at: Date, months: number) =>
  count(
    q,
    sql`delete from enquiries where status = 'closed'
          and updated_at <= ${before(at, months, 'months')}`,
  );

export const deleteAnsweredRightsRequests = (q: Queryable, at: Date, months: number) =>
  count(
    q,
    sql`delete from rights_requests where status <> 'open'
          and closed_at <= ${before(at, months, 'months')}`,
  );

export const deleteCapturedMail = (q: Queryable, at: Date, days: number) =>
  count(q, sql`delete from mail_messages where created_at <= ${before(at, days, 'days')}`);

/** A week's counts go when the whole week is past the period (counted from its last day). */
export const deleteCourseSearchMisses = (q: Queryable, at: Date, months: number) =>
  count(
    q,
    sql`delete from course_search_misses
         where week + 7 <= (${before(at, months, 'months')})::date`,
  );

// ---- Accounts: the ids to erase (the service erases each, audited) -------------------------

const ids = async (q: Queryable, query: SQL) =>
  (await selectRows<{ id: number }>(q, query)).map((r) => Number(r.id));

export const deletionsDue = (q: Queryable, at: Date, days: number) =>
  ids(
    q,
    sql`select id from users where deletion_requested_at <= ${before(at, days, 'days')}
         order by id`,
  );

export const pendingReviewsDue = (q: Queryable, at: Date, months: number) =>
  ids(
    q,
    sql`select id from users where status = 'pending_review'
          and created_at <= ${before(at, months, 'months')} order by id`,
  );

export const rejectedDue = (q: Queryable, at: Date, months: number) =>
  ids(
    q,
    sql`select id from users where status = 'disabled' and rejected_at is not null
          and rejected_at <= ${before(at, months, 'months')} order by id`,
  );

/**
 * The moment an ordinary account's retention is counted from: the later of the last credential
 * offered to it, its last sign-in and its creation. Staff, the placeholder author, accounts
 * waiting for review, turned down or already being deleted follow their own rules.
 */
const accountClock = sql`greatest(u.created_at, u.last_sign_in_at,
  (select max(c.issued_at) from credentials c where c.user_id = u.id))`;
const ordinaryAccount = sql`u.staff_role is null and u.status <> 'pending_review'
  and u.rejected_at is null and u.deletion_requested_at is null
  and lower(u.email) <> ${FORMER_MEMBER_EMAIL}`;

export interface WarnRow {
  id: number;
  email: string;
  first_name: string;
  erase_on: string;
}

/** Marks and answers the accounts due a warning: erased in `warnDays` unless they sign in. */
export async function warnInactive(q: Queryable, at: Date, months: number, warnDays: number) {
  const iso = at.toISOString();
  return selectRows<WarnRow>(
    q,
    sql`update users u set retention_warned_at = ${iso}::timestamptz
         where ${ordinaryAccount}
           and ${accountClock} <= ${before(at, months, 'months')} + make_interval(days => ${warnDays})
           and (u.retention_warned_at is null or u.retention_warned_at < ${accountClock})
        returning u.id, u.email, u.first_name,
                  to_char(${iso}::timestamptz + make_interval(days => ${warnDays}), 'YYYY-MM-DD') as erase_on`,
  );
}

/** Accounts past their period whose warning went out at least `warnDays` ago. */
export const inactiveDue = (q: Queryable, at: Date, months: number, warnDays: number) =>
  ids(
    q,
    sql`select u.id from users u
         where ${ordinaryAccount}
           and ${accountClock} <= ${before(at, months, 'months')}
           and u.retention_warned_at >= ${accountClock}
           and u.retention_warned_at <= ${before(at, warnDays, 'days')}
         order by u.id`,
  );
