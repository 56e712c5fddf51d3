// The course finder's rules: filters combine with AND, the dropdown values are every value
// that finds a course, and a course reads as SPEC §3 Course.
import type { Course, CourseFilters, CoursesResponse } from '@techgold/contracts/courses';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { cached } from '../../lib/ttl-cache.ts';
import {
  countCourses,
  filterValues,
  findCourse,
  listCourses,
  type CourseFilter,
  type CourseRow,
} from './repository.ts';

// Courses change through staff tools only; dropdown values a minute old are fine.
const FILTERS_TTL_MS = 60_000;
const MAX_INT4 = 2_147_483_647;

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    criteria: row.criteria,
    duration: row.duration,
    url: row.url,
    badge_id: row.badgeId,
    school: {
      id: row.schoolId,
      title: row.schoolTitle,
      address_state: row.schoolState,
      url: row.schoolUrl,
    },
    programme_type:
      row.typeKey !== null && row.typeTitle !== null
        ? { key: row.typeKey, title: row.typeTitle }
        : null,
    programme_level: row.levelTitle !== null ? { title: row.levelTitle } : null,
    subject: row.subjectTitle !== null ? { title: row.subjectTitle } : null,
    location: row.locationTitle !== null ? { title: row.locationTitle } : null,
  };
}

export function createCoursesService(db: Db) {
  const filters: () => Promise<CourseFilters> = cached(FILTERS_TTL_MS, () => filterValues(db));

  async function list(
    filter: CourseFilter,
    page: { limit: number; offset: number },
  ): Promise<CoursesResponse> {
    const [rows, total, values] = await Promise.all([
      listCourses(db, filter, page),
      countCourses(db, filter),
      filters(),
    ]);
    return { courses: rows.map(toCourse), total, filters: values };
  }

  /** Ids come from the URL: anything that is not a positive int4 simply does not exist. */
  async function get(id: string): Promise<Course> {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    const row = n > 0 && n <= MAX_INT4 ? await findCourse(db, n) : null;
    if (!row) throw new NotFoundError('This course is not available.');
    return toCourse(row);
  }

  return { list, get };
}
