import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * ANALYZE after a bulk load. Without statistics the planner guesses table sizes, and on a
 * freshly loaded large table it picks sequential scans until autovacuum catches up, which
 * PGlite never runs. After the large benchmark load, VACUUM too: it sets the visibility map
 * (index-only scans) now, instead of autovacuum doing it later in the middle of a measurement.
 */
export async function refreshPlannerStatistics(db: Db, { vacuum = false } = {}): Promise<void> {
  await db.execute(vacuum ? sql`vacuum analyze` : sql`analyze`);
}
