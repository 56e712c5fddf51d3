// SQL for the course finder. Columns are named (never `search`); lookups are left joins
// because a course may lack a type, level, subject or location.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  courses,
  locations,
  programmeLevels,
  programmeTypes,
  subjects,
} from '../../db/schema/courses.ts';
import { schools } from '../../db/schema/organisations.ts';

export interface CourseFilter {
  q?: string;
  provider?: string;
  location?: string;
  type?: string;
  subject?: string;
}

const columns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  criteria: courses.criteria,
  duration: courses.duration,
  url: courses.url,
  badgeId: courses.badgeId,
  schoolId: schools.id,
  schoolTitle: schools.title,
  schoolState: schools.addressState,
  schoolUrl: schools.url,
  typeKey: programmeTypes.key,
  typeTitle: programmeTypes.title,
  levelTitle: programmeLevels.title,
  subjectTitle: subjects.title,
  locationTitle: locations.title,
};

/** `%` and `_` in a visitor's search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: CourseFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) {
    const p = likePattern(f.q);
    where.push(or(ilike(courses.title, p), ilike(schools.title, p))!);
  }
  if (f.provider) where.push(eq(schools.title, f.provider));
  if (f.location) where.push(eq(locations.title, f.location));
  if (f.type) where.push(or(eq(programmeTypes.title, f.type), eq(programmeTypes.key, f.type))!);
  if (f.subject) where.push(eq(subjects.title, f.subject));
  return where.length ? and(...where) : undefined;
}

const fromCourses = (db: Queryable) =>
  db
    .select(columns)
    .from(courses)
    .innerJoin(schools, eq(schools.id, courses.schoolId))
    .leftJoin(programmeTypes, eq(programmeTypes.id, courses.programmeTypeId))
    .leftJoin(programmeLevels, eq(programmeLevels.id, courses.programmeLevelId))
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(locations, eq(locations.id, courses.locationId));

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export async function listCourses(
  db: Queryable,
  filter: CourseFilter,
  page: { limit: number; offset: number },
) {
  // lower(title) matches courses_title_idx, so the unfiltered first page is an index scan.
  return fromCourses(db)
    .where(conditions(filter))
    .orderBy(sql`lower(${courses.title})`, asc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCourses(db: Queryable, filter: CourseFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courses)
    .innerJoin(schools, eq(schools.id, courses.schoolId))
    .leftJoin(programmeTypes, eq(programmeTypes.id, courses.programmeTypeId))
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(locations, eq(locations.id, courses.locationId))
    .where(conditions(filter));
  return Number(row?.n ?? 0);
}

export async function findCourse(db: Queryable, id: number) {
  const [row] = await fromCourses(db).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** Values that would find at least one course, for the four dropdowns. */
export async function filterValues(db: Queryable) {
  const used = (column: SQL) => sql`exists (select 1 from ${courses} where ${column})`;
  const [providers, locs, types, subs] = await Promise.all([
    db
      .select({ title: schools.title })
      .from(schools)
      .where(used(sql`${courses.schoolId} = ${schools.id}`))
      .orderBy(asc(schools.title)),
    db
      .select({ title: locations.title })
      .from(locations)
      .where(used(sql`${courses.locationId} = ${locations.id}`))
      .orderBy(asc(locations.title)),
    db
      .select({ title: programmeTypes.title })
      .from(programmeTypes)
      .where(used(sql`${courses.programmeTypeId} = ${programmeTypes.id}`))
      .orderBy(asc(programmeTypes.sortOrder), asc(programmeTypes.title)),
    db
      .select({ title: subjects.title })
      .from(subjects)
      .where(used(sql`${courses.subjectId} = ${subjects.id}`))
      .orderBy(asc(subjects.title)),
  ]);
  const titles = (rows: { title: string }[]) => [...new Set(rows.map((r) => r.title))];
  return {
    providers: titles(providers),
    locations: titles(locs),
    types: titles(types),
    subjects: titles(subs),
  };
}
