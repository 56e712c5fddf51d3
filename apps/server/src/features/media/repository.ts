// Organisation titles by logo key: employers and schools share the ts_uuid logo namespace.
import { eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { employers, schools } from '../../db/schema/organisations.ts';

export async function organisationTitleByUuid(db: Queryable, uuid: string) {
  // Both lookups use their table's unique ts_uuid index.
  const rows = await unionAll(
    db.select({ title: employers.title }).from(employers).where(eq(employers.tsUuid, uuid)),
    db.select({ title: schools.title }).from(schools).where(eq(schools.tsUuid, uuid)),
  ).limit(1);
  return rows[0]?.title ?? null;
}
