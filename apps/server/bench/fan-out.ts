// `npm run bench:fan-out -w @techgold/server` with DATABASE_URL pointing at a scaled copy
// (e.g. tig_bench after `npm run bench -- --keep-db`, or seeded with `seed/cli.ts --scale 100`):
// times the notification fan-out for one live insight across every member, then runs it again
// (the "exactly once" path), and removes what it created. The baseline, in the same run once
// the first runs have warmed the caches: the same fan-out without the member-record version
// trigger on notifications (docs/decisions/0054), disabled inside a transaction that is rolled
// back (ALTER TABLE locks the table: never point this at a live site). Then with the trigger
// again, as warm as the baseline.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type Queryable } from '../src/db/client.ts';
import { fanOut } from '../src/features/notifications/repository.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the scaled PostgreSQL database.');
const handle = await openDatabase({ databaseUrl: url, dataDir: '/tmp' });
const db = handle.db;

const [members] = await selectRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from users where status = 'active'`,
);
const [insight] = await selectRows<{ id: number; title: string; user_id: number }>(
  db,
  sql`select id, title, user_id from insights where live order by id desc limit 1`,
);
if (!insight) throw new Error('No live insight in that database.');
const announcement = {
  typeTitle: 'Insight',
  itemId: insight.id,
  title: insight.title,
  url: `/insight/${insight.id}`,
  exceptUserId: insight.user_id,
};
const tidy = () => db.execute(sql`delete from notifications where item_id = ${insight.id}`);

const timed = async (on: Queryable = db) => {
  const start = performance.now();
  const created = await fanOut(on, announcement);
  return { created, ms: performance.now() - start };
};

await tidy();
const first = await timed();
const again = await timed();
await tidy();
class RolledBack extends Error {}
let baseline = { created: 0, ms: 0 };
await db
  .transaction(async (tx) => {
    await tx.execute(
      sql`alter table notifications disable trigger member_record_notifications_ins`,
    );
    baseline = await timed(tx);
    throw new RolledBack();
  })
  .catch((err: unknown) => {
    if (!(err instanceof RolledBack)) throw err;
  });
await tidy();
const steady = await timed();
await tidy();

const line = (what: string, r: { created: number; ms: number }, compare = false) =>
  console.log(
    `${what.padEnd(38)}${String(r.created).padStart(7)} notifications in ${r.ms.toFixed(0).padStart(5)} ms` +
      (compare ? `  (${(r.ms / baseline.ms).toFixed(2)}× the baseline)` : ''),
  );
console.log(`members: ${members!.n}`);
line('baseline, no record-version trigger:', baseline);
line('fan-out, first run:', first, true);
line('fan-out, second run (exactly once):', again);
line('fan-out again, as warm as the baseline:', steady, true);
await handle.close();
