// SQL for courses in the console: every course (listed or not, never the sign-up placeholder
// provider's), with what refers to it, and the writes with their version stamp.
import { sql } from 'drizzle-orm';
import type { AdminCoursesQuery } from '@techgold/contracts/admin/courses';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

export interface CourseFields {
  title: string;
  description: string | null;
  criteria: string | null;
  duration: string | null;
  url: string | null;
  badge_id: string | null;
  school_id: number;
  programme_type_id: number | null;
  programme_level_id: number | null;
  subject_id: number | null;
  location_id: number | null;
  accredited_on: string | null;
  listed: boolean;
}

export interface CourseRow extends CourseFields {
  id: number;
  school_title: string;
  type_title: string | null;
  level_title: string | null;
  subject_title: string | null;
  location_title: string | null;
  members: number;
  credential_groups: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const real = sql`c.school_id not in (select id from schools where ts_uuid = ${PLACEHOLDER_SCHOOL.tsUuid}::uuid)`;

const SELECT = sql`select c.id, c.title, c.description, c.criteria, c.duration, c.url, c.badge_id,
    c.school_id, c.programme_type_id, c.programme_level_id, c.subject_id, c.location_id,
    c.accredited_on::text as accredited_on, c.listed, c.created_at, c.updated_at,
    s.title as school_title, pt.title as type_title, pl.title as level_title,
    su.title as subject_title, lo.title as location_title,
    (select count(*)::int from users u where u.course_id = c.id) as members,
    (select count(*)::int from credential_groups g where g.course_id = c.id) as credential_groups
  from courses c
  join schools s on s.id = c.school_id
  left join programme_types pt on pt.id = c.programme_type_id
  left join programme_levels pl on pl.id = c.programme_level_id
  left join subjects su on su.id = c.subject_id
  left join locations lo on lo.id = c.location_id`;

const ORDER = {
  title: sql`lower(c.title)`,
  provider: sql`lower(s.title)`,
  updated: sql`c.updated_at`,
  created: sql`c.created_at`,
} as const;

function where(query: AdminCoursesQuery) {
  const parts = [real];
  if (query.q) parts.push(sql`c.title ilike ${containsPattern(query.q)}`);
  if (query.school_id) parts.push(sql`c.school_id = ${query.school_id}`);
  if (query.programme_type_id) parts.push(sql`c.programme_type_id = ${query.programme_type_id}`);
  if (query.listed) parts.push(sql`c.listed = ${query.listed === 'true'}`);
  return sql.join(parts, sql` and `);
}

export async function listCourses(q: Queryable, query: AdminCoursesQuery) {
  const filter = where(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    selectRows<CourseRow>(
      q,
      sql`${SELECT} where ${filter} order by ${ORDER[query.sort]} ${dir}, c.id ${dir}
          limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      q,
      sql`select count(*)::int as n from courses c join schools s on s.id = c.school_id where ${filter}`,
    ),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCourse(q: Queryable, id: number, lock = false) {
  const [row] = await selectRows<CourseRow>(
    q,
    sql`${SELECT} where c.id = ${id} and ${real} ${lock ? sql`for update of c` : sql``}`,
  );
  return row ?? null;
}

/** Which of the named lookups exist: each id the form sent must name a row of its table. */
export async function unknownLookups(
  q: Queryable,
  ids: Partial<
    Record<
      'school_id' | 'programme_type_id' | 'programme_level_id' | 'subject_id' | 'location_id',
      number | null
    >
  >,
): Promise<string[]> {
  const tables = {
    school_id: sql`schools`,
    programme_type_id: sql`programme_types`,
    programme_level_id: sql`programme_levels`,
    subject_id: sql`subjects`,
    location_id: sql`locations`,
  } as const;
  const missing: string[] = [];
  for (const [field, id] of Object.entries(ids) as [keyof typeof tables, number | null][]) {
    if (id === null || id === undefined) continue;
    const extra =
      field === 'school_id' ? sql`and ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid` : sql``;
    const found = await selectRows<{ one: number }>(
      q,
      sql`select 1 as one from ${tables[field]} where id = ${id} ${extra}`,
    );
    if (!found.length) missing.push(field);
  }
  return missing;
}

export async function insertCourse(q: Queryable, f: CourseFields): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into courses (title, description, criteria, duration, url, badge_id, school_id,
          programme_type_id, programme_level_id, subject_id, location_id, accredited_on, listed,
          created_at, updated_at)
        values (${f.title}, ${f.description}, ${f.criteria}, ${f.duration}, ${f.url}, ${f.badge_id},
          ${f.school_id}, ${f.programme_type_id}, ${f.programme_level_id}, ${f.subject_id},
          ${f.location_id}, ${f.accredited_on}::date, ${f.listed},
          date_trunc('milliseconds', now()), date_trunc('milliseconds', now()))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateCourse(q: Queryable, id: number, f: CourseFields) {
  await q.execute(
    sql`update courses set title = ${f.title}, description = ${f.description},
          criteria = ${f.criteria}, duration = ${f.duration}, url = ${f.url},
          badge_id = ${f.badge_id}, school_id = ${f.school_id},
          programme_type_id = ${f.programme_type_id}, programme_level_id = ${f.programme_level_id},
          subject_id = ${f.subject_id}, location_id = ${f.location_id},
          accredited_on = ${f.accredited_on}::date, listed = ${f.listed},
          updated_at = greatest(date_trunc('milliseconds', now()),
                                date_trunc('milliseconds', updated_at) + interval '1 millisecond')
        where id = ${id}`,
  );
}

export async function deleteCourse(q: Queryable, id: number) {
  await q.execute(sql`delete from courses where id = ${id}`);
}

/** The dropdowns' choices, by title. */
export async function courseOptions(q: Queryable) {
  const list = (query: ReturnType<typeof sql>) =>
    selectRows<{ id: number; title: string }>(q, query);
  const [schools, types, levels, subjects, locations] = await Promise.all([
    list(
      sql`select id, title from schools where ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid order by lower(title), id`,
    ),
    list(sql`select id, title from programme_types order by sort_order, title`),
    list(sql`select id, title from programme_levels order by level`),
    list(sql`select id, title from subjects order by lower(title)`),
    list(sql`select id, title from locations order by lower(title)`),
  ]);
  return { schools, types, levels, subjects, locations };
}
