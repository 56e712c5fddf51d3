// Pending reviews for admins (decision 0011): learners who signed up with an unmatched
// address are approved (matched to a provider and course, activated, emailed a set-password
// link) or rejected with a reason (kept disabled, emailed, removed after the privacy notice's
// period by the daily job). Each decision locks the account, checks the version the console
// read and is audited in its transaction; a second decision on one sign-up is a 409.
import { REGISTRATION_LINK_DAYS } from '@techgold/contracts/constants';
import type { Db, Tx } from '../../../db/client.ts';
import { bulkReasons } from '@techgold/contracts/admin/bulk';
import { ValidationError } from '../../../lib/errors.ts';
import { issueCode, setPasswordLink, spendOpenCodes } from '../../../lib/one-time-codes.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import { approvedEmail, rejectedEmail } from '../emails.ts';
import { auditView, checkLinks, definedOnly, lockedAccount } from '../members/account.ts';
import * as repo from '../members/repository.ts';
import type { MembersService } from '../members/service.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import { eachRow, Refusal } from '../bulk/run.ts';
import * as reviewsRepo from './repository.ts';

export interface ReviewsDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail'>;
  change: AuditedChange;
  publicBaseUrl: string;
  /** The member's record, as the members area answers it: a decision answers the account. */
  memberDetail: MembersService['detail'];
}

export function createReviewsService({
  db,
  jobs,
  change,
  publicBaseUrl,
  memberDetail,
}: ReviewsDeps) {
  async function pending(query: {
    q?: string;
    sort?: 'oldest' | 'newest';
    limit: number;
    offset: number;
  }) {
    const { rows, total } = await reviewsRepo.listPending(db, query);
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

  /** The account, locked, still waiting; `version` is left out by bulk decisions (0094). */
  async function lockedPending(tx: Tx, idText: string, version: string | undefined) {
    const user = await lockedAccount(tx, idText);
    if (version !== undefined) assertVersion(user.updatedAt, version);
    if (user.status !== 'pending_review') {
      throw new Refusal(
        'This sign-up has already been reviewed.',
        user.rejectedAt ? bulkReasons.rejected : bulkReasons.approved,
      );
    }
    return user;
  }

  /** Matches the learner to a provider and course, activates them and emails a link. */
  async function approve(
    caller: StaffCaller,
    idText: string,
    body: { updated_at: string; school_id: number; course_id: number },
  ) {
    await approveOne(caller, idText, body);
    return memberDetail(idText);
  }

  async function approveOne(
    caller: StaffCaller,
    idText: string,
    body: { updated_at?: string; school_id: number; course_id: number },
  ) {
    await change(caller, async (tx, audit) => {
      const user = await lockedPending(tx, idText, body.updated_at);
      const school = await reviewsRepo.findSchoolTitle(tx, body.school_id);
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
  }

  /** Turns the sign-up down: the account is kept, disabled, with the reason, and told why. */
  async function reject(
    caller: StaffCaller,
    idText: string,
    body: { updated_at: string; reason: string },
  ) {
    await rejectOne(caller, idText, body);
    return memberDetail(idText);
  }

  async function rejectOne(
    caller: StaffCaller,
    idText: string,
    body: { updated_at?: string; reason: string },
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
  }

  /**
   * Several sign-ups onto one course (0094): each its own decision, audited and emailed as
   * one approved alone. A provider or course that does not fit is refused on the first row,
   * before anything is written (422).
   */
  const bulkApprove = (
    caller: StaffCaller,
    body: { ids: number[]; school_id: number; course_id: number },
  ) => eachRow(body.ids, (id) => approveOne(caller, String(id), body));

  /** Several sign-ups turned down with one reason, each emailed it. */
  const bulkReject = (caller: StaffCaller, body: { ids: number[]; reason: string }) =>
    eachRow(body.ids, (id) => rejectOne(caller, String(id), body));

  return { pending, approve, reject, bulkApprove, bulkReject };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
