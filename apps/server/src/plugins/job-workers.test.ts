// The job dispatcher (job-workers.ts, decision 0056) asks pg-boss's own table which queues have
// a job due, with pg-boss's own fetch conditions and index: internals, not its public API. An
// upgrade that changes them must fail here, not leave jobs unrun in silence.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { DUE_CONDITION, DUE_QUEUES } from './job-workers.ts';

const require = createRequire(import.meta.url);
const installed = (require('pg-boss/package.json') as { version: string }).version;
const plans = require('pg-boss/src/plans.js') as {
  fetchNextJob(schema: string): (options?: object) => string;
  JOB_STATES: Record<string, string>;
};
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

it('pg-boss is pinned to one version, so an upgrade is a change someone makes and tests', () => {
  const pkg = JSON.parse(
    fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { dependencies: Record<string, string> };
  expect(pkg.dependencies['pg-boss']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(installed).toBe(pkg.dependencies['pg-boss']);
});

it("the dispatcher asks with exactly the conditions pg-boss's fetch takes a job by", () => {
  const fetch = oneLine(plans.fetchNextJob('pgboss')());
  // pg-boss's fetch: the queue's next jobs from pgboss.job, by these conditions alone.
  expect(fetch).toContain(`FROM pgboss.job WHERE name = $1 AND ${DUE_CONDITION} ORDER BY`);
  expect(oneLine(DUE_QUEUES)).toContain(
    `FROM pgboss.job j WHERE j.name = q.name AND ${DUE_CONDITION} )`,
  );
  expect(plans.JOB_STATES.active).toBe('active');
});

it("pg-boss's schema has the states in the order, and the index, the question relies on", async () => {
  const db = await openTestDatabase();
  try {
    const states = await db.handle.executeSql(
      `select e.enumlabel as state from pg_enum e
         join pg_type t on t.oid = e.enumtypid
         join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'pgboss' and t.typname = 'job_state'
        order by e.enumsortorder`,
    );
    // Waiting jobs sort before 'active', finished ones after it.
    expect((states.rows as { state: string }[]).map((r) => r.state)).toEqual([
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed',
    ]);
    // Each queue is a partition of pgboss.job with its own copy of the fetch index.
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => db.handle.executeSql(text, values) },
      supervise: false,
      schedule: false,
    } as PgBoss.ConstructorOptions);
    await boss.start();
    await boss.createQueue('probe', { name: 'probe' });
    await boss.stop({ graceful: false, wait: true });
    const index = await db.handle.executeSql(
      `select i.indexdef from pg_indexes i
         join pg_inherits h on h.inhrelid = format('%I.%I', i.schemaname, i.tablename)::regclass
        where i.schemaname = 'pgboss' and i.indexname like '%\\_i5'
          and h.inhparent = 'pgboss.job'::regclass`,
    );
    const defs = (index.rows as { indexdef: string }[]).map((r) => oneLine(r.indexdef));
    expect(defs.length).toBeGreaterThan(0);
    for (const def of defs) {
      expect(def).toMatch(/ON pgboss\.\S+ USING btree \(name, start_after\)/);
      expect(def).toContain(`WHERE (state < 'active'::pgboss.job_state)`);
    }
    // And the question itself runs against the installed schema.
    await db.handle.executeSql(
      `insert into pgboss.job (name, start_after) values ('probe', now() - interval '1 second')`,
    );
    const due = await db.handle.executeSql(DUE_QUEUES, [['probe', 'mail-send']]);
    expect(due.rows).toEqual([{ name: 'probe' }]);
  } finally {
    await db.handle.close();
    await db.drop();
  }
});
