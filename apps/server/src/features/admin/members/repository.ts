// SQL for the console's members and staff: lists with a total, one member's record with
// counts, and the locked read + versioned update every change goes through (pending reviews'
// own SQL is in reviews/repository.ts).
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MembersQuery } from '@techgold/contracts/admin/members';
import type { StaffQuery } from '@techgold/contracts/admin/staff';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import type { Queryable } from '../../../db/client.ts';
import { courses } from '../../../db/schema/courses.ts';
import { credentials } from '../../../db/schema/credentials.ts';
import { employers, schools } from '../../../db/schema/organisations.ts';
import { savedItems } from '../../../db/schema/saved.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import { containsPattern } from '../../../lib/like.ts';

/**
 * The next `updated_at`: now, to the millisecond (what the console is sent back), and always
 * after the current one, so two saves in one millisecond still differ and the second editor's
 * stale copy is refused.
 */
export const nextVersion = (column: typeof users.updatedAt) =>
  sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`;

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userTypeId: users.userTypeId,
  status: users.status,
  staffRole: users.staffRole,
  canWriteArticles: users.canWriteArticles,
  schoolId: users.schoolId,
  schoolTitle: schools.title,
  employerId: users.employerId,
  employerTitle: employers.title,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  updatedAt: users.updatedAt,
};

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export function memberFilters(
  query: Partial<Pick<MembersQuery, 'q' | 'type' | 'status' | 'disabled_within'>>,
): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(
      or(
        ilike(users.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )!,
    );
  }
  if (query.type) where.push(eq(users.userTypeId, query.type === 'learner' ? 1 : 2));
  if (query.status) where.push(eq(users.status, query.status));
  if (query.disabled_within) {
    where.push(
      eq(users.status, 'disabled'),
      sql`exists (select 1 from audit_log a
        where a.action = 'member.disable' and a.subject_type = 'user'
          and a.subject_id = ${users.id}::text
          and a.created_at > now() - make_interval(days => ${query.disabled_within}))`,
    );
  }
  return where.length ? and(...where) : undefined;
}

const SORTS = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  created: [users.createdAt],
  last_sign_in: [users.lastSignInAt],
} as const;

export async function listMembers(q: Queryable, query: MembersQuery) {
  const where = memberFilters(query);
  const dir = query.dir === 'asc' ? asc : desc;
  const order = [
    ...SORTS[query.sort].map((c) =>
      query.sort === 'last_sign_in' ? sql`${c} ${sql.raw(query.dir)} nulls last` : dir(c),
    ),
    dir(users.id),
  ];
  const [rows, [total]] = await Promise.all([
    q
      .select(listColumns)
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .leftJoin(employers, eq(employers.id, users.employerId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMember(q: Queryable, id: number) {
  const [row] = await q
    .select({
      ...listColumns,
      contactEmail: users.contactEmail,
      phoneNumber: users.phoneNumber,
      jobTitle: users.jobTitle,
      courseId: users.courseId,
      courseTitle: courses.title,
      startYear: users.startYear,
      fundedUntil: users.fundedUntil,
      emailConfirmedAt: users.emailConfirmedAt,
      rejectedAt: users.rejectedAt,
      rejectionReason: users.rejectionReason,
      deletionRequestedAt: users.deletionRequestedAt,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(employers, eq(employers.id, users.employerId))
    .leftJoin(courses, eq(courses.id, users.courseId))
    .where(eq(users.id, id));
  if (!row) return null;
  const [saved, [creds], [active]] = await Promise.all([
    q
      .select({ kind: savedItems.kind, n: count() })
      .from(savedItems)
      .where(eq(savedItems.userId, id))
      .groupBy(savedItems.kind),
    q.select({ n: count() }).from(credentials).where(eq(credentials.userId, id)),
    q
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), sql`${sessions.expiresAt} > now()`)),
  ]);
  return {
    row,
    saved: Object.fromEntries(saved.map((s) => [s.kind, s.n])),
    credentials: creds?.n ?? 0,
    activeSessions: active?.n ?? 0,
  };
}

/** The fields a console change reads and may write, locked until the transaction ends. */
export async function lockUser(q: Queryable, id: number) {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      userTypeId: users.userTypeId,
      schoolId: users.schoolId,
      courseId: users.courseId,
      employerId: users.employerId,
      fundedUntil: users.fundedUntil,
      canWriteArticles: users.canWriteArticles,
      staffRole: users.staffRole,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      deletionRequestedAt: users.deletionRequestedAt,
      rejectedAt: users.rejectedAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}
export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

export type UserChange = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'userTypeId'
    | 'schoolId'
    | 'courseId'
    | 'employerId'
    | 'fundedUntil'
    | 'canWriteArticles'
    | 'staffRole'
    | 'status'
    | 'rejectedAt'
    | 'rejectionReason'
  >
>;

/** Writes `change` and a new version; answers the new `updated_at`. */
export async function updateUser(q: Queryable, id: number, change: UserChange): Promise<Date> {
  const [row] = await q
    .update(users)
    .set({ ...change, updatedAt: nextVersion(users.updatedAt) })
    .where(eq(users.id, id))
    .returning({ updatedAt: users.updatedAt });
  return row!.updatedAt;
}

/** Active admins, locked: two admins demoting each other at once cannot both succeed. */
export async function lockActiveAdminIds(q: Queryable): Promise<number[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function listStaff(q: Queryable, query: StaffQuery) {
  const where = and(
    isNotNull(users.staffRole),
    memberFilters({ q: query.q }),
    query.role ? eq(users.staffRole, query.role) : undefined,
  );
  const by = {
    name: [users.lastName, users.firstName],
    email: [users.email],
    role: [users.staffRole],
  }[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    q
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        staffRole: users.staffRole,
        status: users.status,
      })
      .from(users)
      .where(where)
      .orderBy(...by.map((c) => direction(c)), direction(users.id))
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function schoolIsReal(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, id), sql`${schools.tsUuid} <> ${PLACEHOLDER_SCHOOL.tsUuid}`));
  return Boolean(row);
}

export async function employerExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.select({ id: employers.id }).from(employers).where(eq(employers.id, id));
  return Boolean(row);
}

/** The learning provider a course belongs to, or null when there is no such course. */
export async function courseSchool(q: Queryable, id: number): Promise<number | null> {
  const [row] = await q
    .select({ schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, id));
  return row?.schoolId ?? null;
}

/** Staff accounts among `ids` that are active (an enquiry's assignee must be one). */
export async function activeStaffIds(q: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.staffRole), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}
