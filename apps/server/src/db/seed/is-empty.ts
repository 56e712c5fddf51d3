// "Empty" means no accounts and no learning providers: seeding on first start must never
// touch a database someone has started to use, even one with only reference data.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const result = (await db.execute(
    sql`select (exists (select 1 from users) or exists (select 1 from schools)) as used`,
  )) as unknown as { rows: Array<{ used: boolean }> };
  return !result.rows[0]?.used;
}
