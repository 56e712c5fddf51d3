// SQL for sign-up and enquiries: organisations by sign-up domain (matching.ts), the
// placeholder provider (placeholder.ts), accounts, consents and enquiries. Writes take the
// caller's transaction.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup';
import type { Queryable } from '../../db/client.ts';
import { consents } from '../../db/schema/consents.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import {
  employerDomains,
  employers,
  schoolDomains,
  schools,
} from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

export interface OrganisationMatch {
  id: number;
  title: string;
}

/** The learning provider with the longest of `domains` among its sign-up domains. */
export async function schoolByDomain(
  db: Queryable,
  domains: string[],
): Promise<OrganisationMatch | null> {
  const [row] = await db
    .select({ id: schools.id, title: schools.title })
    .from(schoolDomains)
    .innerJoin(schools, eq(schools.id, schoolDomains.schoolId))
    .where(inArray(schoolDomains.domain, domains))
    .orderBy(desc(sql`length(${schoolDomains.domain})`))
    .limit(1);
  return row ?? null;
}

/** The employer with the longest of `domains` among its sign-up domains. */
export async function employerByDomain(
  db: Queryable,
  domains: string[],
): Promise<OrganisationMatch | null> {
  const [row] = await db
    .select({ id: employers.id, title: employers.title })
    .from(employerDomains)
    .innerJoin(employers, eq(employers.id, employerDomains.employerId))
    .where(inArray(employerDomains.domain, domains))
    .orderBy(desc(sql`length(${employerDomains.domain})`))
    .limit(1);
  return row ?? null;
}

/** The placeholder learning provider and its first course (docs/decisions/0011). */
export interface Placeholder {
  schoolId: number;
  schoolTitle: string;
  courseId: number;
  courseTitle: string;
}

export async function findPlaceholder(db: Queryable): Promise<Placeholder | null> {
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

/** Held until `tx` ends: one process at a time creates the placeholder. */
export async function lockPlaceholderCreation(tx: Queryable) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signup:placeholder-school'))`);
}

/** Creates the placeholder provider (or finds it by its fixed uuid) and a course for it. */
export async function insertPlaceholder(tx: Queryable): Promise<Placeholder> {
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
}

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
