// What the console's selects offer, read once per page: providers and their courses (a
// learner's record, approving a sign-up), employers, employers' tags, and the staff an
// enquiry can be assigned to.
import type { Db } from '../../../db/client.ts';
import { activeStaff, employerChoices, schoolsWithCourses, tagChoices } from './repository.ts';

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
  return { all };
}
