// SQL for the console's dashboard: one statement counting what needs a person. The outbox's
// counts read pg-boss's job table (its schema `pgboss`, plugins/jobs.ts): pg-boss has no
// per-state count across a queue's history, and the table is only read here.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { MAIL_QUEUE } from '../../../plugins/jobs.ts';

export interface DashboardRow {
  pending_reviews: number;
  new_enquiries: number;
  disabled_this_week: number;
}

export async function countWork(q: Queryable): Promise<DashboardRow> {
  const [row] = await selectRows<DashboardRow>(
    q,
    sql`select
      (select count(*)::int from users where status = 'pending_review') as pending_reviews,
      (select count(*)::int from enquiries where status = 'new') as new_enquiries,
      (select count(distinct a.subject_id)::int from audit_log a
         join users u on u.id::text = a.subject_id and u.status = 'disabled'
        where a.action = 'member.disable' and a.subject_type = 'user'
          and a.created_at > now() - interval '7 days') as disabled_this_week`,
  );
  return row!;
}

export async function countMail(q: Queryable): Promise<{ waiting: number; failed: number }> {
  // Before pg-boss has created its schema (a process that never started it) there is no mail.
  const [exists] = await selectRows<{ ok: boolean }>(
    q,
    sql`select to_regclass('pgboss.job') is not null as ok`,
  );
  if (!exists?.ok) return { waiting: 0, failed: 0 };
  const [row] = await selectRows<{ waiting: number; failed: number }>(
    q,
    sql`select count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state = 'failed')::int as failed
          from pgboss.job where name = ${MAIL_QUEUE}`,
  );
  return { waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
}
