// Learner and employer-user sign-up: verify an address against the organisations, then
// register. Answers never depend on whether the address already has an account.
import {
  consentWording,
  signupMessages,
  type EmployerMatch,
  type EmployerRegisterBody,
  type LearnerMatch,
  type LearnerRegisterBody,
  type Registered,
} from '@techgold/contracts/signup';
import { REGISTRATION_LINK_DAYS, USER_TYPE } from '@techgold/contracts/constants';
import type { Db, Tx } from '../../db/client.ts';
import type { MailQueue } from '../../plugins/jobs.ts';
import { ValidationError } from '../../lib/errors.ts';
import { runIdempotent, type IdempotentResult } from '../../lib/idempotency.ts';
import { issueCode, setPasswordLink } from '../../lib/one-time-codes.ts';
import { confirmationEmail, existingAccountEmail } from './emails.ts';
import { matchEmployer, matchSchool } from './matching.ts';
import { ensurePlaceholder } from './placeholder.ts';
import { equalityDataErrors } from '../../db/reference.ts';
import * as repo from './repository.ts';
import { rejectHoneypot, submissionPayload, type SubmissionMeta } from './submission.ts';

/** The registration link confirms the address and sets the password; a week to act on it. */
export const REGISTRATION_CODE_TTL_MS = REGISTRATION_LINK_DAYS * 24 * 3600_000;

export type SignupForm =
  'join-the-community' | 'employee-signup' | 'join-employers' | 'get-accredited';

export interface SignupServiceDeps {
  db: Db;
  jobs: MailQueue;
  publicBaseUrl: string;
}

type AccountBody = LearnerRegisterBody | EmployerRegisterBody;

const referenceErrors = (tx: Tx, body: AccountBody) => equalityDataErrors(tx, body);

const registered = (pendingReview: boolean) => ({
  status: 201,
  body: {
    message: pendingReview ? signupMessages.registeredReview : signupMessages.registered,
    pending_review: pendingReview,
  } satisfies Registered,
});

const accountFields = (body: AccountBody, email: string) => ({
  firstName: body.first_name,
  lastName: body.last_name,
  email,
  contactEmail: body.contact_email,
  phoneNumber: body.phone_number ?? null,
  address: body.address ?? null,
  genderId: body.gender_id,
  ethnicityId: body.ethnicity_id,
  disabilities: body.disabilities ?? null,
  alertsPreference: body.alerts_preference,
  marketingPreference: body.marketing_preference,
});

export function createSignupService({ db, jobs, publicBaseUrl }: SignupServiceDeps) {
  async function verifyLearnerEmail(email: string): Promise<LearnerMatch> {
    const school = await matchSchool(db, email);
    if (school)
      return { ...school, courses: await repo.coursesOf(db, school.id), needs_review: false };
    const placeholder = await ensurePlaceholder(db);
    return {
      id: placeholder.schoolId,
      title: placeholder.schoolTitle,
      courses: [{ id: placeholder.courseId, title: placeholder.courseTitle }],
      needs_review: true,
    };
  }

  async function verifyEmployerEmail(email: string): Promise<EmployerMatch> {
    return (await matchEmployer(db, email)) ?? { id: 0, title: null };
  }

  /**
   * Creates the account and its confirmation email, or, when the address already has an
   * account, emails its owner instead. Either way one email is queued in `tx`.
   */
  async function createAccount(
    tx: Tx,
    opts: { user: repo.NewUser; form: SignupForm; body: AccountBody; ip: string },
  ) {
    const { user, form, body } = opts;
    const userId = await repo.insertUserIfNew(tx, user);
    if (userId === null) {
      const loginUrl = `${publicBaseUrl}/login`;
      await jobs.enqueueMail(tx, existingAccountEmail({ to: user.email, loginUrl }));
      return;
    }
    const agreed = (kind: string, wording: string) => ({
      userId,
      kind,
      wording,
      form,
      ip: opts.ip,
    });
    await repo.insertConsents(tx, [
      agreed('privacy', consentWording.account),
      ...(body.alerts_preference ? [agreed('alerts', consentWording.alerts)] : []),
      ...(body.marketing_preference ? [agreed('marketing', consentWording.marketing)] : []),
    ]);
    const code = await issueCode(tx, userId, 'set_password', REGISTRATION_CODE_TTL_MS);
    await jobs.enqueueMail(
      tx,
      confirmationEmail({
        to: user.email,
        link: setPasswordLink(publicBaseUrl, userId, code),
        pendingReview: user.status === 'pending_review',
      }),
    );
  }

  async function registerLearner(
    body: LearnerRegisterBody,
    meta: SubmissionMeta,
  ): Promise<IdempotentResult> {
    rejectHoneypot(body);
    const payload = submissionPayload(body);
    // Matched again here: the client's verify-email answer is never trusted.
    const school = await matchSchool(db, payload.email);
    const schoolId = school?.id ?? (await ensurePlaceholder(db)).schoolId;
    const pendingReview = !school;
    const scope = 'register';
    return runIdempotent(db, { scope, payload, headerKey: meta.idempotencyKey }, async (tx) => {
      const errors = await referenceErrors(tx, body);
      if (!(await repo.courseBelongsTo(tx, body.course_id, schoolId))) {
        errors.course_id = ['Select your course from the list'];
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const user: repo.NewUser = {
        ...accountFields(body, payload.email),
        userTypeId: USER_TYPE.learner,
        schoolId,
        courseId: body.course_id,
        startYear: body.start_year,
        status: pendingReview ? 'pending_review' : 'active',
      };
      await createAccount(tx, { user, form: 'join-the-community', body, ip: meta.ip });
      return registered(pendingReview);
    });
  }

  async function registerEmployerUser(
    body: EmployerRegisterBody,
    meta: SubmissionMeta,
  ): Promise<IdempotentResult> {
    rejectHoneypot(body);
    const { course_id: _course, start_year: _year, ...rest } = submissionPayload(body);
    const employer = await matchEmployer(db, rest.email);
    if (!employer) throw new ValidationError({ email: [signupMessages.noEmployerMatch] });
    const scope = 'employer-register';
    return runIdempotent(
      db,
      { scope, payload: rest, headerKey: meta.idempotencyKey },
      async (tx) => {
        const errors = await referenceErrors(tx, body);
        if (Object.keys(errors).length) throw new ValidationError(errors);
        const user: repo.NewUser = {
          ...accountFields(body, rest.email),
          userTypeId: USER_TYPE.business,
          employerId: employer.id,
          jobTitle: body.job_title,
          status: 'active',
        };
        await createAccount(tx, { user, form: 'employee-signup', body, ip: meta.ip });
        return registered(false);
      },
    );
  }

  return { verifyLearnerEmail, verifyEmployerEmail, registerLearner, registerEmployerUser };
}

export type SignupService = ReturnType<typeof createSignupService>;
