// SQL over our mail outbox for the console (decisions 0069, 0082): waiting mail, and failed
// and sent mail of the last OUTBOX_HISTORY_DAYS, by recipient and subject. Never a body.
import { sql, type SQL } from 'drizzle-orm';
import { OUTBOX_HISTORY_DAYS, type OutboxQuery } from '@techgold/contracts/admin/outbox';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  state: OutboxQuery['state'];
  tries: number;
  last_error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

function filter(query: Pick<OutboxQuery, 'state' | 'q'>): SQL {
  const where = [sql`state = ${query.state}`];
  if (query.q) where.push(sql`to_address ilike ${containsPattern(query.q)}`);
  if (query.state !== 'waiting') {
    where.push(sql`finished_at > now() - make_interval(days => ${OUTBOX_HISTORY_DAYS})`);
  }
  return sql.join(where, sql` and `);
}

export async function listOutbox(q: Queryable, query: OutboxQuery) {
  const where = filter(query);
  const order = query.state === 'waiting' ? sql`created_at desc, id` : sql`finished_at desc, id`;
  const [rows, [count]] = await Promise.all([
    selectRows<OutboxRow>(
      q,
      sql`select id, to_address as "to", subject, state::text as state, attempts as tries,
                 last_error, created_at, finished_at
            from mail_outbox where ${where}
           order by ${order} limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from mail_outbox where ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** How much mail is in one state (the dashboard's counts, the same as the list's totals). */
export async function countOutbox(q: Queryable, state: OutboxQuery['state']): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from mail_outbox where ${filter({ state, q: undefined })}`,
  );
  return Number(row?.n ?? 0);
}

/** One email within the history, with its message (to send it again). */
export async function findMail(
  q: Queryable,
  id: string,
): Promise<{ state: string; message: MailMessage } | null> {
  const [row] = await selectRows<{ state: string; message: MailMessage }>(
    q,
    sql`select state::text as state, message from mail_outbox
         where id = ${id}
           and (finished_at is null
                or finished_at > now() - make_interval(days => ${OUTBOX_HISTORY_DAYS}))`,
  );
  return row ?? null;
}

/**
 * Whether this failed mail was sent again already, asked under a lock on its id so two staff
 * pressing "Send again" at once queue one copy, not two.
 */
export async function wasResent(q: Queryable, id: string): Promise<boolean> {
  await selectRows(q, sql`select pg_advisory_xact_lock(hashtext(${`mail.resend:${id}`}))`);
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from audit_log
         where action = 'mail.resend' and subject_type = 'mail' and subject_id = ${id}`,
  );
  return (row?.n ?? 0) > 0;
}
