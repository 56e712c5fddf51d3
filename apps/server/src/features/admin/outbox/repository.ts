// SQL over pg-boss's tables for the console's outbox (decision 0069): the mail queue's jobs,
// live and archived. pg-boss moves finished jobs to its archive after 12 hours and deletes
// them later, so failed and sent mail is read from both, for the last OUTBOX_HISTORY_DAYS.
import { sql, type SQL } from 'drizzle-orm';
import { OUTBOX_HISTORY_DAYS, type OutboxQuery } from '@techgold/contracts/admin-outbox';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_QUEUE } from '../../../plugins/jobs.ts';

export interface OutboxRow {
  id: string;
  to: string | null;
  subject: string | null;
  state: string;
  tries: number;
  last_error: string | null;
  created_on: Date | string;
  completed_on: Date | string | null;
}

// Once pg-boss has created its tables they stay: a process asks the database once.
let created = false;

/** Before pg-boss has created its schema (a process that never started it) there is no mail. */
export async function outboxExists(q: Queryable): Promise<boolean> {
  if (created) return true;
  const [row] = await selectRows<{ ok: boolean }>(
    q,
    sql`select to_regclass('pgboss.archive') is not null as ok`,
  );
  created = Boolean(row?.ok);
  return created;
}

const pgbossStates: Record<OutboxQuery['state'], SQL> = {
  waiting: sql`state in ('created', 'retry', 'active')`,
  failed: sql`state = 'failed'`,
  sent: sql`state = 'completed'`,
};

/** One query's rows: the live table always, the archive only for finished mail. */
function source(query: Pick<OutboxQuery, 'state' | 'q'>): SQL {
  const where = [sql`name = ${MAIL_QUEUE}`, pgbossStates[query.state]];
  if (query.q) where.push(sql`data->>'to' ilike ${containsPattern(query.q)}`);
  if (query.state !== 'waiting') {
    where.push(sql`completed_on > now() - make_interval(days => ${OUTBOX_HISTORY_DAYS})`);
  }
  const filter = sql.join(where, sql` and `);
  const columns = sql`id, data->>'to' as "to", data->>'subject' as subject, state::text as state,
    retry_count as tries, left(coalesce(output->>'message', output->>'value'), 300) as last_error,
    created_on, completed_on`;
  const live = sql`select ${columns} from pgboss.job where ${filter}`;
  return query.state === 'waiting'
    ? live
    : sql`${live} union all select ${columns} from pgboss.archive where ${filter}`;
}

export async function listOutbox(q: Queryable, query: OutboxQuery) {
  const from = source(query);
  const order = query.state === 'waiting' ? sql`created_on desc, id` : sql`completed_on desc, id`;
  const [rows, [count]] = await Promise.all([
    selectRows<OutboxRow>(
      q,
      sql`select * from (${from}) mail order by ${order}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from (${from}) mail`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** How much mail is in one state (the dashboard's counts, the same as the list's totals). */
export async function countOutbox(q: Queryable, state: OutboxQuery['state']): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from (${source({ state, q: undefined })}) mail`,
  );
  return Number(row?.n ?? 0);
}

/** The message of one failed mail, from the live table or the archive, within the history. */
export async function findFailedMail(
  q: Queryable,
  id: string,
): Promise<{ state: string; message: MailMessage } | null> {
  const [row] = await selectRows<{ state: string; data: MailMessage }>(
    q,
    sql`select state::text as state, data from pgboss.job where name = ${MAIL_QUEUE} and id = ${id}
        union all
        select state::text as state, data from pgboss.archive
         where name = ${MAIL_QUEUE} and id = ${id}
           and completed_on > now() - make_interval(days => ${OUTBOX_HISTORY_DAYS})
        limit 1`,
  );
  return row ? { state: row.state, message: row.data } : null;
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
