// Checks against the reference lists forms choose from (genders, ethnicities), shared by every
// feature that stores a member's equality data.
import { eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { ethnicities, genders } from './schema/users.ts';

export async function genderExists(db: Queryable, id: number) {
  const [row] = await db.select({ id: genders.id }).from(genders).where(eq(genders.id, id));
  return Boolean(row);
}

export async function ethnicityExists(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: ethnicities.id })
    .from(ethnicities)
    .where(eq(ethnicities.id, id));
  return Boolean(row);
}

/** Field errors for a gender and ethnicity that are not on the lists (the signup wording). */
export async function equalityDataErrors(
  db: Queryable,
  ids: { gender_id: number; ethnicity_id: number },
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!(await genderExists(db, ids.gender_id)))
    errors.gender_id = ['Select your gender from the list'];
  if (!(await ethnicityExists(db, ids.ethnicity_id))) {
    errors.ethnicity_id = ['Select your ethnicity from the list'];
  }
  return errors;
}
