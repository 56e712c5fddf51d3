// SQL for the console's dashboard: one statement counting what needs a person, and the mail
// outbox's counts, which are the outbox page's totals (features/admin/outbox).
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { countOutbox, outboxExists } from '../outbox/repository.ts';

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

/** Mail waiting to go and mail that failed lately: what the outbox page lists (0069). */
export async function countMail(q: Queryable): Promise<{ waiting: number; failed: number }> {
  if (!(await outboxExists(q))) return { waiting: 0, failed: 0 };
  const [waiting, failed] = await Promise.all([
    countOutbox(q, 'waiting'),
    countOutbox(q, 'failed'),
  ]);
  return { waiting, failed };
}
