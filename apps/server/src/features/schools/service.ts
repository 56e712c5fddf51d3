// The rules of the learning providers directory (SPEC §2 /platform/learning-providers,
// /learning-provider/{id}): listed providers only, title order with keyset paging, tab counts
// for the current search, and a provider's page with every accredited course.
import type { SchoolListItem, SchoolResponse, SchoolsResponse } from '@techgold/contracts/schools';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { decodeTitleCursor, encodeTitleCursor } from '../../lib/title-keyset.ts';
import { cached } from '../../lib/ttl-cache.ts';
import {
  countListedSchools,
  countSchools,
  coursesOf,
  findSchool,
  listSchools,
} from './repository.ts';

/** Courses shown on a directory row. */
const ROW_COURSES = 3;
// The unfiltered tab count is the same for everyone; a few seconds old is harmless.
const TOTAL_TTL_MS = 10_000;
const NOT_FOUND = 'This learning provider is not available.';

export interface SchoolsListQuery {
  q?: string;
  saved: boolean;
  limit: number;
  cursor?: string;
}

interface SchoolRow {
  id: number;
  title: string;
  url: string | null;
  tsUuid: string;
  logoUrl: string | null;
  addressState: string | null;
  profile: string | null;
  saved: boolean;
}

type CourseRows = Awaited<ReturnType<typeof coursesOf>>;

function toListItem(row: SchoolRow, courseRows: CourseRows): SchoolListItem {
  const mine = courseRows.filter((c) => c.schoolId === row.id);
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    ts_uuid: row.tsUuid,
    logo_url: row.logoUrl,
    address_state: row.addressState,
    profile: row.profile,
    courses: mine.map((c) => ({ id: c.id, title: c.title })),
    course_count: mine[0]?.total ?? 0,
    saved: row.saved,
  };
}

export function createSchoolsService({ db }: { db: Db }) {
  const allTotal = cached(TOTAL_TTL_MS, () => countListedSchools(db));

  async function list(userId: number, q: SchoolsListQuery): Promise<SchoolsResponse> {
    const after = q.cursor ? decodeTitleCursor(q.cursor) : undefined;
    const filter = { userId, q: q.q };
    // One row more than asked says whether a next page exists without a second query.
    const [rows, counts, all] = await Promise.all([
      listSchools(db, { ...filter, saved: q.saved, limit: q.limit + 1, after }),
      countSchools(db, filter, Boolean(q.q)),
      q.q ? null : allTotal(),
    ]);
    const page = rows.slice(0, q.limit);
    const courseRows = await coursesOf(
      db,
      page.map((r) => r.id),
      ROW_COURSES,
    );
    const last = page[page.length - 1];
    const tabs = { all: all ?? counts.all ?? 0, saved: counts.saved };
    return {
      schools: page.map((r) => toListItem(r, courseRows)),
      total: q.saved ? tabs.saved : tabs.all,
      counts: tabs,
      next_cursor: rows.length > q.limit && last ? encodeTitleCursor(last.id, last.sortKey) : null,
    };
  }

  /** A listed provider with every accredited course A–Z; anything else reads as missing. */
  async function get(userId: number, idText: string): Promise<SchoolResponse> {
    const id = parseId(idText);
    const row = id === null ? null : await findSchool(db, id, userId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const courseRows = await coursesOf(db, [row.id]);
    return { school: toListItem(row, courseRows) };
  }

  return { list, get };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
