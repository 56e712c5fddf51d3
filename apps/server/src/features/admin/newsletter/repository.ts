// SQL for the newsletter in the staff console: issues with their version stamp, the audience
// (confirmed subscribers and members who chose marketing email, each address once), the
// recipient snapshot written at send time, its batches, and delivery progress read from our
// mail outbox (mail_outbox, decision 0082).
import { sql } from 'drizzle-orm';
import type { AdminNewslettersQuery, NewsletterStatus } from '@techgold/contracts/admin/newsletter';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface IssueRow {
  id: number;
  subject: string;
  body: unknown;
  status: NewsletterStatus;
  month: string | null;
  sent_at: Date | string | null;
  updated_at: Date | string;
  recipients: number;
}

const SELECT = sql`select i.id, i.subject, i.body, i.status, i.month,
    coalesce(i.sent_at, i.sending_at) as sent_at, i.updated_at,
    (select count(*)::int from newsletter_recipients r where r.issue_id = i.id) as recipients
  from newsletter_issues i`;

export async function listIssues(q: Queryable, query: AdminNewslettersQuery) {
  const parts = [sql`true`];
  if (query.q) parts.push(sql`i.subject ilike ${containsPattern(query.q)}`);
  if (query.status) parts.push(sql`i.status = ${query.status}`);
  const filter = sql.join(parts, sql` and `);
  const [rows, [total]] = await Promise.all([
    selectRows<IssueRow>(
      q,
      // Drafts first (being written), then the sent ones, newest month first.
      sql`${SELECT} where ${filter}
          order by (i.status = 'draft') desc, i.month desc nulls first, i.updated_at desc, i.id desc
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from newsletter_issues i where ${filter}`,
    ),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findIssue(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<IssueRow>(
    q,
    sql`${SELECT} where i.id = ${id} ${lock ? sql`for update of i` : sql``}`,
  );
  return row ?? null;
}

export async function insertIssue(
  q: Queryable,
  f: { subject: string; body: unknown; createdBy: number | null },
) {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into newsletter_issues (subject, body, created_by, updated_at)
        values (${f.subject}, ${JSON.stringify(f.body)}::jsonb, ${f.createdBy},
                date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

const BUMP = sql`updated_at = greatest(date_trunc('milliseconds', now()),
  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

export async function updateIssue(q: Queryable, id: number, f: { subject: string; body: unknown }) {
  await q.execute(
    sql`update newsletter_issues set subject = ${f.subject}, body = ${JSON.stringify(f.body)}::jsonb,
          ${BUMP} where id = ${id}`,
  );
}

/** Whether an issue has gone out (or is going out) in this month. */
export async function monthTaken(q: Queryable, month: string) {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`select id from newsletter_issues where month = ${month} and status <> 'draft'`,
  );
  return rows.length > 0;
}

/**
 * Everyone a send reaches now, each address once (lower-cased): confirmed subscribers still
 * subscribed, and active members who chose marketing email.
 */
const AUDIENCE = sql`select email, max(subscriber_id) as subscriber_id, max(user_id) as user_id
  from (
    select lower(s.email) as email, s.id as subscriber_id, null::int as user_id
      from subscribers s where s.state = 'active'
    union all
    select lower(u.email), null::int, u.id
      from users u where u.marketing_preference and u.status = 'active'
  ) a group by email`;

export async function audienceCount(q: Queryable) {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from (${AUDIENCE}) audience`,
  );
  return Number(row?.n ?? 0);
}

/** The send's snapshot: one queued row per address, written once. Answers how many. */
export async function snapshotRecipients(q: Queryable, issueId: number) {
  const rows = await selectRows<{ id: number }>(
    q,
    sql`insert into newsletter_recipients (issue_id, email, subscriber_id, user_id)
        select ${issueId}, email, subscriber_id, user_id from (${AUDIENCE}) audience
        order by email
        on conflict (issue_id, email) do nothing
        returning id`,
  );
  return rows.length;
}

export async function markSending(q: Queryable, id: number, month: string) {
  await q.execute(
    sql`update newsletter_issues set status = 'sending', month = ${month}, sending_at = now(), ${BUMP}
        where id = ${id}`,
  );
}

export async function markSent(q: Queryable, id: number) {
  await q.execute(
    sql`update newsletter_issues set status = 'sent', sent_at = now(), batch_job_id = null, ${BUMP}
        where id = ${id} and status = 'sending'`,
  );
}

/** The issue, locked, while it is sending: batches of one issue run one at a time. */
export async function lockSending(q: Queryable, id: number) {
  const [row] = await selectRows<{ id: number; subject: string; body: unknown; month: string }>(
    q,
    sql`select id, subject, body, month from newsletter_issues
         where id = ${id} and status = 'sending' for update`,
  );
  return row ?? null;
}

/** The next `n` recipients still waiting for their batch, in a stable order. */
export async function nextBatch(q: Queryable, issueId: number, n: number) {
  return selectRows<{ id: number; email: string }>(
    q,
    sql`select id, email from newsletter_recipients
         where issue_id = ${issueId} and state = 'queued'
         order by id limit ${n} for update skip locked`,
  );
}

export async function markInOutbox(q: Queryable, recipientId: number, jobId: string | null) {
  await q.execute(
    sql`update newsletter_recipients set state = 'outbox', mail_job_id = ${jobId}, outbox_at = now()
        where id = ${recipientId} and state = 'queued'`,
  );
}

export async function queuedLeft(q: Queryable, issueId: number) {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from newsletter_recipients
         where issue_id = ${issueId} and state = 'queued'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Counts by delivery: a recipient is sent once its email in our outbox is sent, failed once
 * the outbox gave up on it, otherwise queued (waiting for its batch, or being tried). An email
 * the outbox has purged (a week after it finished) counts as sent.
 */
export async function progress(q: Queryable, issueId: number) {
  const [row] = await selectRows<{ total: number; queued: number; sent: number; failed: number }>(
    q,
    sql`with states as (
          select r.state, coalesce(m.state::text, 'gone') as mail
            from newsletter_recipients r
            left join mail_outbox m on m.id = r.mail_job_id::uuid
           where r.issue_id = ${issueId})
        select count(*)::int as total,
               count(*) filter (where state = 'queued' or mail = 'waiting')::int as queued,
               count(*) filter (where state = 'outbox' and mail in ('sent', 'gone'))::int as sent,
               count(*) filter (where state = 'outbox' and mail = 'failed')::int as failed
          from states`,
  );
  return {
    total: Number(row?.total ?? 0),
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

/** Issues still sending, with the job of the batch each last queued. */
export async function sendingIssues(q: Queryable) {
  const rows = await selectRows<{ id: number; batch_job_id: string | null }>(
    q,
    sql`select id, batch_job_id from newsletter_issues where status = 'sending' order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), batchJobId: r.batch_job_id }));
}

/** Remembers the job of an issue's next batch (so a restart can ask pg-boss about it). */
export async function setBatchJob(q: Queryable, issueId: number, jobId: string | null) {
  await q.execute(sql`update newsletter_issues set batch_job_id = ${jobId} where id = ${issueId}`);
}

export async function staffEmail(q: Queryable, userId: number) {
  const [row] = await selectRows<{ email: string }>(
    q,
    sql`select email from users where id = ${userId}`,
  );
  return row?.email ?? null;
}
