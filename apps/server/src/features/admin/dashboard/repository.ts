// SQL for the console's dashboard: one statement counting what needs a person, and the mail
// outbox's counts, which are the outbox page's totals (features/admin/outbox).
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { DISABLED_RECENTLY_DAYS } from '@techgold/contracts/admin/members';
import { memberFilters } from '../members/repository.ts';
import { countOutbox } from '../outbox/repository.ts';

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
      (select count(*)::int from users
        where ${memberFilters({ disabled_within: DISABLED_RECENTLY_DAYS })}) as disabled_this_week`,
  );
  return row!;
}

/** Mail waiting to go and mail that failed lately: what the outbox page lists (0069, 0082). */
export async function countMail(q: Queryable): Promise<{ waiting: number; failed: number }> {
  const [waiting, failed] = await Promise.all([
    countOutbox(q, 'waiting'),
    countOutbox(q, 'failed'),
  ]);
  return { waiting, failed };
}
