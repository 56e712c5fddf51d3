// Members, staff roles and pending reviews for admins. Every change locks the row, checks the
// version the console read (409 when stale), applies the rules, and writes its audit row in
// the same transaction (audit/trail.ts). Passwords are never shown or set here: a member is
// sent the normal set-password link instead.
import { adminMessages, type MemberPatch, type MembersQuery } from '@techgold/contracts/admin';
import { REGISTRATION_LINK_DAYS } from '@techgold/contracts/constants';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { issueCode, setPasswordLink, spendOpenCodes } from '../../../lib/one-time-codes.ts';
import { PASSWORD_RESET_QUEUE, type PasswordResetJob } from '../../../lib/queues.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import { approvedEmail, rejectedEmail } from '../emails.ts';
import type { ReauthService, StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

export interface MembersDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  change: AuditedChange;
  reauth: Pick<ReauthService, 'requireRecent'>;
  publicBaseUrl: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const typeName = (id: number) => (id === 1 ? ('learner' as const) : ('business' as const));

/** The audited view of an account: the fields the console may change, in its names. */
const auditView = (u: repo.UserChange) => ({
  type: u.userTypeId === undefined ? undefined : typeName(u.userTypeId),
  school_id: u.schoolId,
  course_id: u.courseId,
  employer_id: u.employerId,
  funded_until: u.fundedUntil,
  can_write_articles: u.canWriteArticles,
  staff_role: u.staffRole,
  status: u.status,
});
const definedOnly = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

function listItem(r: repo.MemberListRow) {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    type: typeName(r.userTypeId),
    status: r.status,
    staff_role: r.staffRole,
    can_write_articles: r.canWriteArticles,
    organisation:
      r.schoolId !== null && r.schoolTitle !== null
        ? { type: 'school' as const, id: r.schoolId, title: r.schoolTitle }
        : r.employerId !== null && r.employerTitle !== null
          ? { type: 'employer' as const, id: r.employerId, title: r.employerTitle }
          : null,
    created_at: r.createdAt.toISOString(),
    last_sign_in_at: iso(r.lastSignInAt),
  };
}

export function createMembersService({ db, jobs, change, reauth, publicBaseUrl }: MembersDeps) {
  async function list(query: MembersQuery) {
    const { rows, total } = await repo.listMembers(db, query);
    return { items: rows.map(listItem), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const found = id === null ? null : await repo.findMember(db, id);
    if (!found) throw new NotFoundError();
    const { row } = found;
    return {
      ...listItem(row),
      contact_email: row.contactEmail,
      phone_number: row.phoneNumber,
      job_title: row.jobTitle,
      school:
        row.schoolId !== null && row.schoolTitle !== null
          ? { id: row.schoolId, title: row.schoolTitle }
          : null,
      employer:
        row.employerId !== null && row.employerTitle !== null
          ? { id: row.employerId, title: row.employerTitle }
          : null,
      course:
        row.courseId !== null && row.courseTitle !== null
          ? { id: row.courseId, title: row.courseTitle }
          : null,
      start_year: row.startYear,
      funded_until: row.fundedUntil,
      email_confirmed_at: iso(row.emailConfirmedAt),
      rejected_at: iso(row.rejectedAt),
      rejection_reason: row.rejectionReason,
      saved: found.saved,
      credentials: found.credentials,
      active_sessions: found.activeSessions,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Locks the account or answers 404 (a malformed id names nobody). */
  async function locked(tx: Tx, idText: string) {
    const id = parseId(idText);
    const user = id === null ? null : await repo.lockUser(tx, id);
    if (!user) throw new NotFoundError();
    return user;
  }

  /** Field errors for organisation links that do not exist or do not fit together. */
  async function checkLinks(
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

  async function update(caller: StaffCaller, idText: string, patch: MemberPatch) {
    await change(caller, async (tx, audit) => {
      const user = await locked(tx, idText);
      assertVersion(user.updatedAt, patch.updated_at);
      const next: repo.UserChange = {};
      if (patch.type !== undefined) next.userTypeId = patch.type === 'learner' ? 1 : 2;
      if (patch.school_id !== undefined) next.schoolId = patch.school_id;
      if (patch.course_id !== undefined) next.courseId = patch.course_id;
      if (patch.employer_id !== undefined) next.employerId = patch.employer_id;
      if (patch.funded_until !== undefined) next.fundedUntil = patch.funded_until;
      if (patch.can_write_articles !== undefined) next.canWriteArticles = patch.can_write_articles;
      await checkLinks(
        tx,
        {
          schoolId: next.schoolId !== undefined ? next.schoolId : user.schoolId,
          courseId: next.courseId !== undefined ? next.courseId : user.courseId,
          employerId: next.employerId !== undefined ? next.employerId : user.employerId,
        },
        {
          school: patch.school_id !== undefined,
          course: patch.course_id !== undefined,
          employer: patch.employer_id !== undefined,
        },
      );
      const diff = changedFields(definedOnly(auditView(user)), definedOnly(auditView(next)));
      if (!Object.keys(diff.after).length) return;
      await repo.updateUser(tx, user.id, next);
      await audit({ kind: 'member.update', targetType: 'user', targetId: user.id, ...diff });
    });
    return detail(idText);
  }

  /** Refuses to leave the site without an active admin (demoting, or disabling, the last). */
  async function keepAnAdmin(tx: Tx, targetId: number, field: string) {
    const admins = await repo.lockActiveAdminIds(tx);
    if (admins.includes(targetId) && admins.length <= 1) {
      throw new ValidationError({ [field]: [adminMessages.lastAdmin] }, adminMessages.lastAdmin);
    }
  }

  async function setStatus(
    caller: StaffCaller,
    idText: string,
    status: 'active' | 'disabled',
    version: string,
  ) {
    await reauth.requireRecent(caller);
    await change(caller, async (tx, audit) => {
      const target = parseId(idText);
      if (target === caller.userId) {
        throw new ValidationError({ status: [adminMessages.notSelf] }, adminMessages.notSelf);
      }
      // Admins first, in id order, then the account: every console change locks in this order.
      if (status === 'disabled' && target !== null) await keepAnAdmin(tx, target, 'status');
      const user = await locked(tx, idText);
      assertVersion(user.updatedAt, version);
      if (user.status === 'pending_review') {
        throw new HttpError(409, 'This account is waiting for review: approve or reject it there.');
      }
      if (status === 'active' && user.status === 'disabled') {
        const rejected = (await repo.findMember(tx, user.id))?.row.rejectedAt;
        if (rejected) {
          throw new HttpError(409, 'This sign-up was turned down at review; it cannot be enabled.');
        }
      }
      if (user.status === status) return;
      // The status trigger (migration 0001) ends every session of the account at once.
      await repo.updateUser(tx, user.id, { status });
      await audit({
        kind: status === 'disabled' ? 'member.disable' : 'member.enable',
        targetType: 'user',
        targetId: user.id,
        before: { status: user.status },
        after: { status },
      });
    });
    return detail(idText);
  }

  /** Queues the normal reset email (at most five an hour reach the member, as always). */
  async function sendSetPasswordLink(caller: StaffCaller, idText: string) {
    return change(caller, async (tx, audit) => {
      const user = await locked(tx, idText);
      if (user.status === 'disabled') {
        throw new HttpError(409, 'This account is disabled: enable it before sending a link.');
      }
      await jobs.send<PasswordResetJob>(PASSWORD_RESET_QUEUE, { email: user.email }, tx);
      await audit({ kind: 'member.set_password_link', targetType: 'user', targetId: user.id });
      return { message: `A set-password link is on its way to ${user.email}.` };
    });
  }

  async function staff() {
    const rows = await repo.listStaff(db);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        staff_role: r.staffRole!,
        status: r.status,
      })),
    };
  }

  async function setStaffRole(
    caller: StaffCaller,
    idText: string,
    role: 'admin' | 'editor' | null,
    version: string,
  ) {
    await reauth.requireRecent(caller);
    await change(caller, async (tx, audit) => {
      const target = parseId(idText);
      if (role !== 'admin' && target !== null) await keepAnAdmin(tx, target, 'staff_role');
      const user = await locked(tx, idText);
      assertVersion(user.updatedAt, version);
      if (user.staffRole === role) return;
      await repo.updateUser(tx, user.id, { staffRole: role });
      await audit({
        kind: 'staff.role',
        targetType: 'user',
        targetId: user.id,
        before: { staff_role: user.staffRole },
        after: { staff_role: role },
      });
    });
    return detail(idText);
  }

  // ---- Pending review (decision 0011) ----------------------------------------------------

  async function pending(query: { q?: string; limit: number; offset: number }) {
    const { rows, total } = await repo.listPending(db, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        email_confirmed: r.emailConfirmedAt !== null,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async function lockedPending(tx: Tx, idText: string, version: string) {
    const user = await locked(tx, idText);
    assertVersion(user.updatedAt, version);
    if (user.status !== 'pending_review') {
      throw new HttpError(409, 'This sign-up has already been reviewed.');
    }
    return user;
  }

  /** Matches the learner to a provider and course, activates them and emails a link. */
  async function approve(
    caller: StaffCaller,
    idText: string,
    body: { updated_at: string; school_id: number; course_id: number },
  ) {
    await change(caller, async (tx, audit) => {
      const user = await lockedPending(tx, idText, body.updated_at);
      const school = await repo.findSchoolTitle(tx, body.school_id);
      if (school === null) {
        throw new ValidationError({ school_id: ['Choose a learning provider from the list.'] });
      }
      await checkLinks(
        tx,
        { schoolId: body.school_id, courseId: body.course_id, employerId: null },
        { course: true },
      );
      const next: repo.UserChange = {
        status: 'active',
        userTypeId: 1,
        schoolId: body.school_id,
        courseId: body.course_id,
        employerId: null,
      };
      await repo.updateUser(tx, user.id, next);
      const code = await issueCode(
        tx,
        user.id,
        'set_password',
        REGISTRATION_LINK_DAYS * 86_400_000,
      );
      await jobs.enqueueMail(
        tx,
        approvedEmail({
          to: user.email,
          firstName: user.firstName,
          link: setPasswordLink(publicBaseUrl, user.id, code),
          school,
          linkDays: REGISTRATION_LINK_DAYS,
        }),
      );
      await audit({
        kind: 'review.approve',
        targetType: 'user',
        targetId: user.id,
        ...changedFields(definedOnly(auditView(user)), definedOnly(auditView(next))),
      });
    });
    return detail(idText);
  }

  /** Turns the sign-up down: the account is kept, disabled, with the reason, and told why. */
  async function reject(
    caller: StaffCaller,
    idText: string,
    body: { updated_at: string; reason: string },
  ) {
    await change(caller, async (tx, audit) => {
      const user = await lockedPending(tx, idText, body.updated_at);
      await repo.updateUser(tx, user.id, {
        status: 'disabled',
        rejectedAt: new Date(),
        rejectionReason: body.reason,
      });
      // Links already emailed die with the sign-up.
      await spendOpenCodes(tx, user.id);
      await jobs.enqueueMail(
        tx,
        rejectedEmail({ to: user.email, firstName: user.firstName, reason: body.reason }),
      );
      await audit({
        kind: 'review.reject',
        targetType: 'user',
        targetId: user.id,
        before: { status: user.status },
        after: { status: 'disabled' },
        data: { reason: body.reason },
      });
    });
    return detail(idText);
  }

  return {
    list,
    detail,
    update,
    setStatus,
    sendSetPasswordLink,
    staff,
    setStaffRole,
    pending,
    approve,
    reject,
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
