// What every sign-up and enquiry submission shares: where it came from, the honeypot rule and
// the payload that identifies it for idempotency.
import { HONEYPOT_FIELD, honeypotMessage, signupMessages } from '@techgold/contracts/signup';
import { ValidationError } from '../../lib/errors.ts';

export interface SubmissionMeta {
  ip: string;
  idempotencyKey: string | null;
}

/** A filled honeypot: 422 naming the field, so a person whose browser autofilled it can clear it. */
export function rejectHoneypot(body: { [HONEYPOT_FIELD]?: string | undefined }) {
  if (body[HONEYPOT_FIELD]?.trim()) {
    throw new ValidationError(
      { [HONEYPOT_FIELD]: [honeypotMessage] },
      signupMessages.correctErrors,
    );
  }
}

/** What identifies a submission: the validated body, address lower-cased, honeypot dropped. */
export function submissionPayload<T extends { email: string; [HONEYPOT_FIELD]?: unknown }>(
  body: T,
) {
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = body;
  return { ...rest, email: body.email.toLowerCase() };
}
