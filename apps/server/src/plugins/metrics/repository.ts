// The one number /metrics needs that pg-boss 10 has no call for: how long the oldest due job
// of each queue has waited. Queue depth comes from pg-boss's own getQueueSize (index.ts).
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';

/**
 * Seconds since each queue's oldest waiting job became due: created or waiting to retry, its
 * start time passed (a job deferred to later is not late yet). Queues with none are absent.
 */
export async function oldestDueJobAges(q: Queryable): Promise<Map<string, number>> {
  const rows = await selectRows<{ name: string; age: number | string }>(
    q,
    sql`select name, extract(epoch from now() - min(start_after))::float8 as age
          from pgboss.job
         where state in ('created', 'retry') and start_after <= now()
         group by name`,
  );
  return new Map(rows.map((r) => [r.name, Math.max(0, Number(r.age))]));
}

let pgbossReady = false;
/** pg-boss makes its tables when it first starts; until then there is no queue to read. */
export async function pgbossExists(q: Queryable): Promise<boolean> {
  if (pgbossReady) return true;
  const [row] = await selectRows<{ ok: boolean }>(
    q,
    sql`select to_regclass('pgboss.job') is not null as ok`,
  );
  pgbossReady = Boolean(row?.ok);
  return pgbossReady;
}
