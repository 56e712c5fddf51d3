// The placeholder learning provider and its one course, for learners whose address matches no
// provider (docs/decisions/0011). Created on first need rather than by a migration or the
// seed, so every database (demo, scale, production) has it without a schema change.
import { asc, eq, sql } from 'drizzle-orm';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup';
import type { Db, Queryable } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { schools } from '../../db/schema/organisations.ts';

export interface Placeholder {
  schoolId: number;
  schoolTitle: string;
  courseId: number;
  courseTitle: string;
}

async function find(db: Queryable): Promise<Placeholder | null> {
  const [row] = await db
    .select({
      schoolId: schools.id,
      schoolTitle: schools.title,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(schools)
    .innerJoin(courses, eq(courses.schoolId, schools.id))
    .where(eq(schools.tsUuid, PLACEHOLDER_SCHOOL.tsUuid))
    .orderBy(asc(courses.id))
    .limit(1);
  return row ?? null;
}

/** Finds or creates the placeholder; safe when several processes ask at the same moment. */
export async function ensurePlaceholder(db: Db): Promise<Placeholder> {
  const existing = await find(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Serialises creators across processes; the second one finds the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signup:placeholder-school'))`);
    const again = await find(tx);
    if (again) return again;
    await tx
      .insert(schools)
      .values({ title: PLACEHOLDER_SCHOOL.title, tsUuid: PLACEHOLDER_SCHOOL.tsUuid })
      .onConflictDoNothing();
    const [school] = await tx
      .select({ id: schools.id, title: schools.title })
      .from(schools)
      .where(eq(schools.tsUuid, PLACEHOLDER_SCHOOL.tsUuid));
    const [course] = await tx
      .insert(courses)
      .values({ title: PLACEHOLDER_SCHOOL.courseTitle, schoolId: school!.id })
      .returning({ id: courses.id, title: courses.title });
    return {
      schoolId: school!.id,
      schoolTitle: school!.title,
      courseId: course!.id,
      courseTitle: course!.title,
    };
  });
}
