// Organisation titles by logo key: employers and schools share the ts_uuid logo namespace.
import { and, eq, isNotNull } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { credentialGroups } from '../../db/schema/credentials.ts';
import { employers, schools } from '../../db/schema/organisations.ts';

export async function organisationTitleByUuid(db: Queryable, uuid: string) {
  // Both lookups use their table's unique ts_uuid index.
  const rows = await unionAll(
    db.select({ title: employers.title }).from(employers).where(eq(employers.tsUuid, uuid)),
    db.select({ title: schools.title }).from(schools).where(eq(schools.tsUuid, uuid)),
  ).limit(1);
  return rows[0]?.title ?? null;
}

/** The credentials platform's own picture for a badge design, when the sync stored one. */
export async function badgePngByDesign(db: Queryable, designId: string) {
  const [row] = await db
    .select({ png: credentialGroups.badgePng })
    .from(credentialGroups)
    .where(and(eq(credentialGroups.badgeDesignId, designId), isNotNull(credentialGroups.badgePng)))
    .limit(1);
  return row?.png ? Buffer.from(row.png) : null;
}
