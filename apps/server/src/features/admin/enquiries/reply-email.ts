// The email a reply from the console becomes: plain text only (no HTML part, so nothing staff
// or the enquirer typed can become markup), from the site's address with Reply-To the team's,
// the staff member's words, their name, then a short quote of what the enquirer sent.
import type { MailMessage } from '../../../lib/mailer.ts';
import { ukDateTime } from '@techgold/contracts/uk-time';

/** What each form asked for, in the enquirer's words. */
const ASKED = {
  join_employers: 'to join Tech Industry Gold as an employer',
  get_accredited: 'about getting a course accredited',
  author_access: 'to write insights for Tech Industry Gold',
} as const;

export const ENQUIRY_REPLY_SUBJECT = 'Your enquiry to Tech Industry Gold';

export interface ReplyEmail {
  to: string;
  replyTo: string;
  firstName: string;
  lastName: string;
  kind: keyof typeof ASKED;
  organisation: string | null;
  courseTitle: string | null;
  receivedAt: Date;
  /** The staff member's name, signed under the reply. */
  from: string;
  body: string;
}

/** Every line of `text` starting "> ", as a mail program quotes. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

export function enquiryReplyEmail(r: ReplyEmail): MailMessage {
  const details = [
    `${r.firstName} ${r.lastName} asked ${ASKED[r.kind]}.`,
    r.organisation ? `Organisation: ${r.organisation}` : null,
    r.courseTitle ? `Course: ${r.courseTitle}` : null,
  ].filter((line): line is string => line !== null);
  const text = [
    `Hello ${r.firstName},`,
    '',
    // Line ends as typed; a body never holds a NUL (the contract refuses it).
    r.body.replace(/\r\n?/g, '\n'),
    '',
    r.from,
    'Tech Industry Gold',
    '',
    'To answer, reply to this email.',
    '',
    `On ${ukDateTime(r.receivedAt.toISOString())} you sent us this enquiry:`,
    quoted(details.join('\n')),
  ].join('\n');
  return { to: r.to, replyTo: r.replyTo, subject: ENQUIRY_REPLY_SUBJECT, text };
}
