// `npm run bench:trends -w @techgold/server [-- --scale-pg 100 --scale-pglite 15 --runs 40]`: the staff dashboard's
// trend queries (issue 36), timed without the 10-minute cache in front of them, on the demo
// data and again once the scale dataset (n×1000 members, most signed up inside the twelve
// weeks) is added. Passes when p99 at scale is within 2× the demo p99. On the embedded
// database in a throwaway directory, and on PostgreSQL too when DATABASE_URL is set (in a
// throwaway database beside it, dropped afterwards).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { countTrends } from '../src/features/admin/dashboard/trends.ts';

const { values } = parseArgs({
  options: {
    // As `npm run bench`: the full 100 on PostgreSQL, less on the embedded database, whose
    // seeding of 100× (≈ 1.25 M rows) takes longer than the rest of the run.
    'scale-pg': { type: 'string', default: '100' },
    'scale-pglite': { type: 'string', default: '15' },
    runs: { type: 'string', default: '40' },
  },
});
const runs = Number(values.runs);
const P99_LIMIT = 2;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times `runs` uncached counts after three warm-up ones; answers p50 and p99 in ms, and the
 * first count, which finds no week kept and counts all twelve from their rows (as after the
 * data is loaded, or the first view after an upgrade).
 */
async function time(handle: DbHandle) {
  await handle.db.execute(sql`delete from trend_weeks`);
  const first = performance.now();
  await countTrends(handle.db);
  const cold = performance.now() - first;
  for (let i = 0; i < 3; i++) await countTrends(handle.db);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await countTrends(handle.db);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), cold };
}

async function bench(
  label: string,
  handle: DbHandle,
  databaseUrl: string | undefined,
  scale: number,
) {
  await runMigrations(handle, databaseUrl);
  await seedDemo(handle.db);
  const demo = await time(handle);
  const started = Date.now();
  await seedScale(handle.db, scale, () => {});
  const seeded = ((Date.now() - started) / 1000).toFixed(0);
  const scaled = await time(handle);
  const ratio = scaled.p99 / demo.p99;
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(11)} demo p50${f(demo.p50)} ms p99${f(demo.p99)} ms | ×${scale} p50${f(scaled.p50)} ms p99${f(scaled.p99)} ms | p99 ${ratio.toFixed(2)}× demo ${ratio <= P99_LIMIT ? 'ok' : `OVER ${P99_LIMIT}×`} | first count, no week kept: demo${f(demo.cold)} ms, ×${scale}${f(scaled.cold)} ms (scale seeded in ${seeded} s)`,
  );
  return ratio <= P99_LIMIT;
}

let ok = true;
console.log(`Dashboard trends, uncached, ${runs} runs each (p99 at scale ≤ ${P99_LIMIT}× demo)`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-trends-'));
const embedded = await openDatabase({ dataDir: dir });
try {
  ok = (await bench('PGlite', embedded, undefined, Number(values['scale-pglite']))) && ok;
} finally {
  await embedded.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists tig_trends with (force)');
  await admin.query('create database tig_trends');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/tig_trends';
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    ok = (await bench('PostgreSQL', handle, url.toString(), Number(values['scale-pg']))) && ok;
  } finally {
    await handle.close();
    await admin.query('drop database if exists tig_trends with (force)');
    await admin.end();
  }
}
if (!ok) process.exitCode = 1;
