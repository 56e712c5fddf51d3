// What the console's selects offer, read once per page: providers and their courses (a
// learner's record, approving a sign-up), employers, employers' tags, and the staff an
// enquiry can be assigned to. The pickers look up the long lists a page at a time.
import type { CourseLookupQuery, LookupQuery } from '@techgold/contracts/admin/options';
import type { Db } from '../../../db/client.ts';
import {
  activeStaff,
  employerChoices,
  lookupCourses,
  lookupEmployers,
  lookupMembers,
  lookupProviders,
  schoolsWithCourses,
  tagChoices,
} from './repository.ts';

const page = ({ q, limit, offset }: LookupQuery) => ({ text: q, limit, offset });

export function createOptionsService({ db }: { db: Db }) {
  async function all() {
    const [schools, employers, tags, staff] = await Promise.all([
      schoolsWithCourses(db),
      employerChoices(db),
      tagChoices(db),
      activeStaff(db),
    ]);
    return { schools, employers, tags, staff };
  }

  async function employers(query: LookupQuery) {
    const { items, total } = await lookupEmployers(db, page(query));
    return { employers: items, total };
  }
  async function providers(query: LookupQuery) {
    const { items, total } = await lookupProviders(db, page(query));
    return { providers: items, total };
  }
  async function courses(query: CourseLookupQuery) {
    const { items, total } = await lookupCourses(db, page(query), query.school_id);
    return { courses: items, total };
  }
  async function members(query: LookupQuery) {
    const { items, total } = await lookupMembers(db, page(query));
    return { members: items.map((m) => ({ ...m, id: Number(m.id) })), total };
  }
  return { all, employers, providers, courses, members };
}
