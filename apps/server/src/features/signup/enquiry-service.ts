// Join-employers and get-accredited enquiries: stored for staff (status 'new'), with the
// enquirer's acknowledgement and the staff notification queued in the same transaction.
import {
  consentWording,
  signupMessages,
  type GetAccreditedBody,
  type JoinEmployersBody,
  type Submitted,
} from '@techgold/contracts/signup';
import { runIdempotent, type IdempotentResult } from '../../lib/idempotency.ts';
import { enquiryAcknowledgement, staffNotification, type EnquiryMailData } from './emails.ts';
import * as repo from './repository.ts';
import { rejectHoneypot, submissionPayload, type SubmissionMeta } from './submission.ts';
import type { Db } from '../../db/client.ts';
import type { MailQueue } from '../../plugins/jobs.ts';

export interface EnquiryServiceDeps {
  db: Db;
  jobs: MailQueue;
  /** Where staff are told of each enquiry. */
  staffInbox: string;
  /** The notification links to the enquiry's page in the staff console. */
  publicBaseUrl: string;
}

export function createEnquiryService({ db, jobs, staffInbox, publicBaseUrl }: EnquiryServiceDeps) {
  async function submit(
    opts: { form: 'join-employers' | 'get-accredited'; payload: unknown; data: EnquiryMailData },
    meta: SubmissionMeta,
  ): Promise<IdempotentResult> {
    const { form, data } = opts;
    const scope = form;
    return runIdempotent(
      db,
      { scope, payload: opts.payload, headerKey: meta.idempotencyKey },
      async (tx) => {
        const enquiryId = await repo.insertEnquiry(tx, {
          kind: data.kind,
          status: 'new',
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          address: data.address,
          jobTitle: data.jobTitle,
          organisation: data.organisation,
          courseType: data.courseType ?? null,
          courseTitle: data.courseTitle ?? null,
        });
        await repo.insertConsents(tx, [
          { enquiryId, kind: 'privacy', wording: consentWording.enquiry, form, ip: meta.ip },
        ]);
        await jobs.enqueueMail(tx, enquiryAcknowledgement(data));
        // Built as every emailed link is (lib/one-time-codes.ts): the base URL, then the path.
        const consoleUrl = `${publicBaseUrl}/admin/enquiries/${enquiryId}`;
        await jobs.enqueueMail(tx, staffNotification(data, staffInbox, consoleUrl));
        return { status: 201, body: { message: signupMessages.submitted } satisfies Submitted };
      },
    );
  }

  async function submitJoinEmployers(body: JoinEmployersBody, meta: SubmissionMeta) {
    rejectHoneypot(body);
    const payload = submissionPayload(body);
    const data: EnquiryMailData = {
      kind: 'join_employers',
      firstName: body.first_name,
      lastName: body.last_name,
      email: payload.email,
      phone: body.phone,
      address: body.address,
      jobTitle: body.job_title,
      organisation: body.employer,
    };
    return submit({ form: 'join-employers', payload, data }, meta);
  }

  async function submitGetAccredited(body: GetAccreditedBody, meta: SubmissionMeta) {
    rejectHoneypot(body);
    const payload = submissionPayload(body);
    const data: EnquiryMailData = {
      kind: 'get_accredited',
      firstName: body.first_name,
      lastName: body.last_name,
      email: payload.email,
      phone: body.phone_number,
      address: body.address,
      jobTitle: body.job_title,
      organisation: body.organisation,
      courseType: body.course_type,
      courseTitle: body.course_title,
    };
    return submit({ form: 'get-accredited', payload, data }, meta);
  }

  return { submitJoinEmployers, submitGetAccredited };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
