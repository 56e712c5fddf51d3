// `npm run bench:fan-out -w @techgold/server` with DATABASE_URL pointing at a scaled copy
// (e.g. tig_bench after `npm run bench -- --keep-db`, or seeded with `seed/cli.ts --scale 100`):
// times the notification fan-out for one live insight across every member, then runs it again
// (the "exactly once" path), and removes what it created.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../src/db/client.ts';
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
await db.execute(sql`delete from notifications where item_id = ${insight.id}`);

const timed = async () => {
  const start = performance.now();
  const created = await fanOut(db, announcement);
  return { created, ms: performance.now() - start };
};
const first = await timed();
const again = await timed();
console.log(`members: ${members!.n}`);
console.log(`fan-out, first run:  ${first.created} notifications in ${first.ms.toFixed(0)} ms`);
console.log(`fan-out, second run: ${again.created} notifications in ${again.ms.toFixed(0)} ms`);
await db.execute(sql`delete from notifications where item_id = ${insight.id}`);
await handle.close();
