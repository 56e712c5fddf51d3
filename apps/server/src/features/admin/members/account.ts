// What changes to an account share, in members/ and reviews/: its audited view in the API's
// names, the locked read (404 for nobody), and the check that organisation links exist and fit.
import type { Tx } from '../../../db/client.ts';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import * as repo from './repository.ts';

export const typeName = (id: number) => (id === 1 ? ('learner' as const) : ('business' as const));

/** The audited view of an account: the fields the console may change, in its names. */
export const auditView = (u: repo.UserChange) => ({
  type: u.userTypeId === undefined ? undefined : typeName(u.userTypeId),
  school_id: u.schoolId,
  course_id: u.courseId,
  employer_id: u.employerId,
  funded_until: u.fundedUntil,
  can_write_articles: u.canWriteArticles,
  staff_role: u.staffRole,
  status: u.status,
});
export const definedOnly = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Locks the account or answers 404 (a malformed id names nobody). */
export async function lockedAccount(tx: Tx, idText: string) {
  const id = parseId(idText);
  const user = id === null ? null : await repo.lockUser(tx, id);
  if (!user) throw new NotFoundError();
  return user;
}

/** Field errors for organisation links that do not exist or do not fit together. */
export async function checkLinks(
  tx: Tx,
  next: { schoolId: number | null; courseId: number | null; employerId: number | null },
  sent: { school?: boolean; course?: boolean; employer?: boolean },
) {
  const errors: Record<string, string[]> = {};
  if (sent.school && next.schoolId !== null && !(await repo.schoolIsReal(tx, next.schoolId))) {
    errors.school_id = ['Choose a learning provider from the list.'];
  }
  if (
    sent.employer &&
    next.employerId !== null &&
    !(await repo.employerExists(tx, next.employerId))
  ) {
    errors.employer_id = ['Choose an employer from the list.'];
  }
  if (next.courseId !== null && (sent.course || sent.school)) {
    const school = await repo.courseSchool(tx, next.courseId);
    if (school === null) errors.course_id = ['Choose a course from the list.'];
    else if (school !== next.schoolId) {
      errors.course_id = ['Choose a course of the chosen learning provider.'];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
