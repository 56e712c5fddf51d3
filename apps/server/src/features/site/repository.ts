// SQL for the site's reference data (SPEC §3 Site data).
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ctas } from '../../db/schema/site.ts';
import { ethnicities, genders } from '../../db/schema/users.ts';

export function listGenders(db: Queryable) {
  return db
    .select({ id: genders.id, title: genders.title })
    .from(genders)
    .orderBy(asc(genders.sortOrder), asc(genders.id));
}

export function listEthnicities(db: Queryable) {
  return db
    .select({ id: ethnicities.id, title: ethnicities.title })
    .from(ethnicities)
    .orderBy(asc(ethnicities.sortOrder), asc(ethnicities.id));
}

export function listActiveCtas(db: Queryable) {
  return db
    .select({
      id: ctas.id,
      active: ctas.active,
      location: ctas.location,
      heading: ctas.heading,
      description: ctas.description,
      url: ctas.url,
    })
    .from(ctas)
    .where(eq(ctas.active, true))
    .orderBy(asc(ctas.id));
}
