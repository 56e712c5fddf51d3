// The course finder's rules: filters combine with AND and match exact dropdown values, the
// search covers course and provider titles, and a course reads as SPEC §3 Course.
import type { Course, CourseFilters, CoursesResponse } from '@techgold/contracts/courses';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { cached, cachedOrReload } from '../../lib/ttl-cache.ts';
import {
  countCourses,
  findCourse,
  listCourses,
  loadLookups,
  usedLookupIds,
  type CourseRow,
  type CourseWhere,
  type Lookups,
} from './repository.ts';
import { recordMiss } from './search-misses-repository.ts';
import { MISSING_TERM_MAX } from '@techgold/contracts/admin/dashboard';

// Providers and lookups change through staff tools only: a minute is fresh enough, a course
// pointing at a provider the cache has not seen triggers a reload, and a content change (a
// provider hidden or renamed in the console, decision 0063) drops them: lib/ttl-cache.ts starts every cache over.
const LOOKUPS_TTL_MS = 60_000;
// The unfiltered total is the landing page's 'Showing 10 of Y'; seconds stale is fine.
const TOTAL_TTL_MS = 10_000;

export const FILTER_ORDER = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

export interface CourseFilter {
  q?: string;
  provider?: string;
  location?: string;
  type?: string;
  subject?: string;
}

/** The words as the dashboard counts them: case and spacing do not make a new term. */
export const missTerm = (q: string) =>
  q.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MISSING_TERM_MAX);

const idsWhere = <T>(map: Map<number, T>, match: (v: T) => boolean) =>
  [...map].filter(([, v]) => match(v)).map(([id]) => id);

/** Dropdown values to ids; null when a value names nothing, so nothing can match. */
function resolve(f: CourseFilter, l: Lookups): CourseWhere | null {
  const w: CourseWhere = {};
  if (f.q) {
    const q = f.q.toLowerCase();
    w.q = f.q;
    w.qSchoolIds = idsWhere(l.schools, (s) => s.title.toLowerCase().includes(q));
  }
  const one = (ids: number[]) => (ids.length ? ids : null);
  if (f.provider) {
    const ids = one(idsWhere(l.schools, (s) => s.title === f.provider));
    if (!ids) return null;
    w.schoolIds = ids;
  }
  if (f.type) {
    const ids = one(idsWhere(l.types, (t) => t.title === f.type || t.key === f.type));
    if (!ids) return null;
    w.typeIds = ids;
  }
  if (f.location) {
    const [id] = idsWhere(l.locations, (t) => t === f.location);
    if (id === undefined) return null;
    w.locationId = id;
  }
  if (f.subject) {
    const [id] = idsWhere(l.subjects, (t) => t === f.subject);
    if (id === undefined) return null;
    w.subjectId = id;
  }
  return w;
}

function toCourse(row: CourseRow, l: Lookups): Course {
  const school = l.schools.get(row.schoolId)!;
  const type = row.typeId !== null ? l.types.get(row.typeId) : undefined;
  const title = (map: Map<number, string>, id: number | null) => {
    const value = id !== null ? map.get(id) : undefined;
    return value !== undefined ? { title: value } : null;
  };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    criteria: row.criteria,
    duration: row.duration,
    url: row.url,
    badge_id: row.badgeId,
    school: { id: school.id, title: school.title, address_state: school.state, url: school.url },
    programme_type: type ? { key: type.key, title: type.title } : null,
    programme_level: title(l.levels, row.levelId),
    subject: title(l.subjects, row.subjectId),
    location: title(l.locations, row.locationId),
  };
}

export function createCoursesService({ db }: { db: Db }) {
  const lookups = cached(LOOKUPS_TTL_MS, () => loadLookups(db));
  const unfilteredTotal = cached(TOTAL_TTL_MS, () => countCourses(db, {}));
  const filters = cached(LOOKUPS_TTL_MS, async (): Promise<CourseFilters> => {
    const [l, used] = await Promise.all([lookups(), usedLookupIds(db)]);
    const titles = (ids: number[], title: (id: number) => string | undefined) =>
      [...new Set(ids.map(title).filter((t): t is string => t !== undefined))].sort(
        FILTER_ORDER.compare,
      );
    return {
      providers: titles(used.schoolIds, (id) => l.schools.get(id)?.title),
      locations: titles(used.locationIds, (id) => l.locations.get(id)),
      types: titles(used.typeIds, (id) => l.types.get(id)?.title),
      subjects: titles(used.subjectIds, (id) => l.subjects.get(id)),
    };
  });

  /**
   * A search by words alone (no dropdown narrowing it) that found no course is counted for the
   * dashboard: people looked for this and the site lists none. Counting is a
   * nicety: when it fails the visitor still gets their (empty) results, never an error.
   * The anonymous page cache answers a repeat of the same search for a while without reaching
   * here, so a term searched many times in a few minutes counts once for that while.
   */
  async function noteMiss({ q, provider, location, type, subject }: CourseFilter) {
    if (provider || location || type || subject) return;
    const term = q ? missTerm(q) : '';
    if (!term) return;
    await recordMiss(db, term).catch(() => undefined);
  }

  /** Lookups that know every provider in `rows`, reloading once for a new one. */
  function lookupsFor(rows: CourseRow[]): Promise<Lookups> {
    return cachedOrReload(lookups, (l) => rows.every((r) => l.schools.has(r.schoolId)));
  }

  async function list(
    filter: CourseFilter,
    page: { limit: number; offset: number },
  ): Promise<CoursesResponse> {
    const [l, values] = await Promise.all([lookups(), filters()]);
    const where = resolve(filter, l);
    if (!where) {
      await noteMiss(filter);
      return { courses: [], total: 0, filters: values };
    }
    const unfiltered = Object.keys(where).length === 0;
    const [rows, total] = await Promise.all([
      listCourses(db, where, page),
      unfiltered ? unfilteredTotal() : countCourses(db, where),
    ]);
    if (total === 0) await noteMiss(filter);
    const known = await lookupsFor(rows);
    return { courses: rows.map((r) => toCourse(r, known)), total, filters: values };
  }

  /** Ids come from the URL: anything that is not a positive int4 simply does not exist. */
  async function get(id: string): Promise<Course> {
    const n = parseId(id);
    const row = n === null ? null : await findCourse(db, n);
    if (!row) throw new NotFoundError('This course is not available.');
    return toCourse(row, await lookupsFor([row]));
  }

  /**
   * Content changed (a provider renamed, hidden or shown, decision 0063): the kept providers,
   * dropdowns and total start over, so the finder and the anonymous cache refilled from it
   * agree with the database at once.
   */

  return { list, get };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
