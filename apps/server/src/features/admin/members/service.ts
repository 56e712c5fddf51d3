// Members and staff roles for admins (pending reviews are in reviews/). Every change locks the
// row, checks the version the console read (409 when stale), applies the rules, and writes its
// audit row in the same transaction (audit/trail.ts). Passwords are never shown or set here: a
// member is sent the normal set-password link instead.
import { adminMessages } from '@techgold/contracts/admin/common';
import { type MemberPatch, type MembersQuery } from '@techgold/contracts/admin/members';
import { type StaffQuery } from '@techgold/contracts/admin/staff';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { PASSWORD_RESET_QUEUE, type PasswordResetJob } from '../../../lib/queues.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import { clearReauthentication } from '../reauth/repository.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import { auditView, checkLinks, definedOnly, lockedAccount, typeName } from './account.ts';
import * as repo from './repository.ts';

export interface MembersDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  change: AuditedChange;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
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

export function createMembersService({ db, jobs, change }: MembersDeps) {
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
      deletion_requested_at: iso(row.deletionRequestedAt),
      saved: found.saved,
      credentials: found.credentials,
      active_sessions: found.activeSessions,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function update(caller: StaffCaller, idText: string, patch: MemberPatch) {
    await change(caller, async (tx, audit) => {
      const user = await lockedAccount(tx, idText);
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
    await change(caller, async (tx, audit) => {
      const target = parseId(idText);
      if (target === caller.userId) {
        throw new ValidationError({ status: [adminMessages.notSelf] }, adminMessages.notSelf);
      }
      // Admins first, in id order, then the account: every console change locks in this order.
      if (status === 'disabled' && target !== null) await keepAnAdmin(tx, target, 'status');
      const user = await lockedAccount(tx, idText);
      assertVersion(user.updatedAt, version);
      if (user.status === 'pending_review') {
        throw new HttpError(409, 'This account is waiting for review: approve or reject it there.');
      }
      if (status === 'active' && user.status === 'disabled') {
        const rejected = (await repo.findMember(tx, user.id))?.row.rejectedAt;
        if (rejected) {
          throw new HttpError(409, 'This sign-up was turned down at review; it cannot be enabled.');
        }
        // Sign-in stopped because the member asked to be deleted (0064): only they can take
        // that back, by signing in within the grace period. Enabling here would leave an
        // account in use that the retention job then erases.
        if (user.deletionRequestedAt) {
          throw new HttpError(409, adminMessages.deletionPending);
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
      const user = await lockedAccount(tx, idText);
      if (user.status === 'disabled') {
        throw new HttpError(409, 'This account is disabled: enable it before sending a link.');
      }
      await jobs.send<PasswordResetJob>(PASSWORD_RESET_QUEUE, { email: user.email }, tx);
      await audit({ kind: 'member.set_password_link', targetType: 'user', targetId: user.id });
      return { message: `A set-password link is on its way to ${user.email}.` };
    });
  }

  async function staff(query: StaffQuery) {
    const { rows, total } = await repo.listStaff(db, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        staff_role: r.staffRole!,
        status: r.status,
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async function setStaffRole(
    caller: StaffCaller,
    idText: string,
    role: 'admin' | 'editor' | null,
    version: string,
  ) {
    await change(caller, async (tx, audit) => {
      const target = parseId(idText);
      if (role !== 'admin' && target !== null) await keepAnAdmin(tx, target, 'staff_role');
      const user = await lockedAccount(tx, idText);
      assertVersion(user.updatedAt, version);
      if (user.staffRole === role) return;
      await repo.updateUser(tx, user.id, { staffRole: role });
      // A re-authentication entered under the old role does not carry over to the new one.
      await clearReauthentication(tx, user.id);
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

  return { list, detail, update, setStatus, sendSetPasswordLink, staff, setStaffRole };
}

export type MembersService = ReturnType<typeof createMembersService>;
