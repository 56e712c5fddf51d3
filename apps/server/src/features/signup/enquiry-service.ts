// Join-employers and get-accredited enquiries: stored for staff (status 'new'), with the
// enquirer's acknowledgement and the staff notification queued in the same transaction.
import type { FastifyInstance } from 'fastify';
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
import { rejectHoneypot, submissionPayload, type SubmissionMeta } from './service.ts';

async function submit(
  app: FastifyInstance,
  opts: { form: 'join-employers' | 'get-accredited'; payload: unknown; data: EnquiryMailData },
  meta: SubmissionMeta,
): Promise<IdempotentResult> {
  const { db } = app.database;
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
      await app.jobs.enqueueMail(tx, enquiryAcknowledgement(data));
      await app.jobs.enqueueMail(tx, staffNotification(data, app.config.STAFF_INBOX));
      return { status: 201, body: { message: signupMessages.submitted } satisfies Submitted };
    },
  );
}

export async function submitJoinEmployers(
  app: FastifyInstance,
  body: JoinEmployersBody,
  meta: SubmissionMeta,
) {
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
  return submit(app, { form: 'join-employers', payload, data }, meta);
}

export async function submitGetAccredited(
  app: FastifyInstance,
  body: GetAccreditedBody,
  meta: SubmissionMeta,
) {
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
  return submit(app, { form: 'get-accredited', payload, data }, meta);
}
