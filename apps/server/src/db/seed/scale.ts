// Benchmark dataset on top of the demo data: n×1000 insights, n×400 employers, n×100 courses,
// n×1000 users, n×100 events and n×10000 saved rows. Rows are generated inside the database with
// INSERT … SELECT … FROM generate_series, so n = 100 (≈ 1.2 M rows) takes minutes, not hours.
import { hash } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../client.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users.ts';
import { SEED_NOW, eventsAnchor } from './prng.ts';
import { refreshPlannerStatistics } from './analyze.ts';
import { scaleStatements, type ScaleBase } from './scale-sql.ts';

/** Rows per statement: large enough to be fast, small enough for PGlite's memory. */
const CHUNK = 50_000;

async function scalar(db: Queryable, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ v: unknown }> };
  return Number(result.rows[0]?.v ?? 0);
}

/** A shared password hash: the demo learner's when present, so scale users sign in the same way. */
async function sharedPasswordHash(db: Queryable): Promise<string> {
  const result = (await db.execute(
    sql`select password_hash as v from users where email = ${DEMO_EMAILS.learner}`,
  )) as unknown as { rows: Array<{ v: string | null }> };
  return result.rows[0]?.v ?? (await hash(DEMO_PASSWORD));
}

export async function seedScale(
  db: Db,
  n: number,
  log: (s: string) => void = () => {},
): Promise<void> {
  if (!Number.isInteger(n) || n < 1) throw new Error('seedScale: n must be a positive integer');
  const passwordHash = await sharedPasswordHash(db);
  await db.transaction(async (tx) => {
    if ((await scalar(tx, sql`select count(*) as v from schools`)) === 0) {
      throw new Error('seedScale: run seedDemo first (scale rows point at its schools and tags)');
    }
    // Max ids captured up front: new rows are "id > base", and generated names are numbered
    // from base + 1, so running it again never collides with an earlier run.
    const base: ScaleBase = {
      userId: await scalar(tx, sql`select coalesce(max(id), 0) as v from users`),
      employerId: await scalar(tx, sql`select coalesce(max(id), 0) as v from employers`),
      insightId: await scalar(tx, sql`select coalesce(max(id), 0) as v from insights`),
      eventId: await scalar(tx, sql`select coalesce(max(id), 0) as v from events`),
      now: SEED_NOW.toISOString(),
      eventsNow: eventsAnchor(new Date()).toISOString(),
      passwordHash,
    };
    const plan = scaleStatements(base, n);
    for (const step of plan) {
      for (let from = 0; from < step.rows; from += CHUNK) {
        const to = Math.min(step.rows, from + CHUNK) - 1;
        await tx.execute(step.sql(from, to));
      }
      for (const statement of step.after ?? []) await tx.execute(statement);
      log(`scale: ${step.label} (${step.rows.toLocaleString('en-GB')} rows)`);
    }
  });
  await refreshPlannerStatistics(db, { vacuum: true });
  log('scale: vacuumed and analysed');
}
