// SQL for sign-up and enquiries. Writes take the caller's transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consents } from '../../db/schema/consents.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { users } from '../../db/schema/users.ts';

export async function coursesOf(db: Queryable, schoolId: number) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function courseBelongsTo(db: Queryable, courseId: number, schoolId: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)))
    .limit(1);
  return Boolean(row);
}

export type NewUser = typeof users.$inferInsert;

/**
 * Inserts the account, or returns null when the address already has one. ON CONFLICT on the
 * lower(email) unique index makes two simultaneous registrations create one row.
 */
export async function insertUserIfNew(db: Queryable, user: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export type NewConsent = typeof consents.$inferInsert;

export async function insertConsents(db: Queryable, rows: NewConsent[]) {
  if (rows.length) await db.insert(consents).values(rows);
}

export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Queryable, enquiry: NewEnquiry): Promise<number> {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  return row!.id;
}
