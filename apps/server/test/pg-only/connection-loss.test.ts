// PostgreSQL only. A connection the pool has handed out breaks (the server restarts, an admin
// terminates it): the process must survive (a pg Client emitting 'error' with no listener
// throws), the work on it fails with an error that answers 503, and the pool heals.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.ts';
import { openTestDatabase } from '../helpers.ts';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.handle.close();
  await db?.drop();
});

const terminate = (pid: number) => db.handle.executeSql('select pg_terminate_backend($1)', [pid]);

it('survives a checked-out connection being terminated between two queries', async () => {
  const work = db.handle.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    await terminate(result.rows[0]!.pid);
    // The server's FATAL 57P01 arrives while no query runs on this connection.
    await new Promise((r) => setTimeout(r, 300));
    await tx.execute(sql`select 1`);
  });
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).not.toBeNull();
  expect(isDatabaseUnavailable(err)).toBe(true);
  // The broken connection was dropped; the next query gets a fresh one.
  await expect(db.handle.ping()).resolves.toBeUndefined();
});

it('survives a checked-out connection being terminated during a query', async () => {
  const work = db.handle.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    const pid = result.rows[0]!.pid;
    setTimeout(() => void terminate(pid), 200);
    await tx.execute(sql`select pg_sleep(2)`);
  });
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isDatabaseUnavailable(err)).toBe(true);
  await expect(db.handle.ping()).resolves.toBeUndefined();
});

it('does not leak clients whose BEGIN fails on a connection that just died', async () => {
  // Five idle connections in the pool (poolMax 5).
  await Promise.all(Array.from({ length: 5 }, () => db.handle.executeSql('select pg_sleep(0.05)')));
  const pids = (
    await db.handle.executeSql(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
  ).rows.map((r) => r.pid as number);
  await db.handle.executeSql('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
    pids,
  ]);
  // Checked out before the pool has read the FATALs: BEGIN goes to dead connections.
  const outcomes = await Promise.allSettled(
    Array.from({ length: 5 }, () =>
      db.handle.db.transaction(async (tx) => tx.execute(sql`select 1`)),
    ),
  );
  for (const o of outcomes)
    if (o.status === 'rejected') expect(isDatabaseUnavailable(o.reason)).toBe(true);
  // Every client came back: the whole pool serves again, and it closes promptly.
  const again = await Promise.all(
    Array.from({ length: 5 }, () =>
      db.handle.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.1)`)),
    ),
  );
  expect(again).toHaveLength(5);
  const closed = db.handle.close().then(() => 'closed');
  const timeout = new Promise((r) => setTimeout(() => r('still waiting for clients'), 3000));
  expect(await Promise.race([closed, timeout])).toBe('closed');
});
