// The emails sign-up and enquiries send. Subjects are fixed strings (never user input), so a
// submitted value can never reach a mail header. Mail to an address nobody has proved yet
// (registration, enquiry acknowledgements) repeats nothing the sender typed: otherwise anyone
// could make us deliver their words, links included, to a stranger's inbox. Only the staff
// inbox gets the submitted details.
import { REGISTRATION_LINK_DAYS } from '@techgold/contracts/constants';
import { COURSE_TYPE_LABELS, type CourseType } from '@techgold/contracts/signup';
import type { MailMessage } from '../../lib/mailer.ts';
import { emailMessage } from '../../lib/email-layout.ts';

export const subjects = {
  confirm: 'Confirm your email address for Tech Industry Gold',
  existing: 'You already have a Tech Industry Gold account',
  joinEmployersAck: 'We have received your request to join the employer network',
  getAccreditedAck: 'We have received your accreditation enquiry',
  joinEmployersStaff: 'New enquiry: join the employer network',
  getAccreditedStaff: 'New enquiry: get accredited',
} as const;

export function confirmationEmail(opts: {
  to: string;
  link: string;
  pendingReview: boolean;
}): MailMessage {
  return emailMessage(opts.to, subjects.confirm, {
    heading: 'Confirm your email address',
    paragraphs: [
      'Hello,',
      `Thank you for registering with Tech Industry Gold. Use the link below to verify your email address and choose a password. The link works once and expires in ${REGISTRATION_LINK_DAYS} days.`,
      ...(opts.pendingReview
        ? [
            'We could not match your email address to a learning provider, so our team will review your account. You can set your password now; you will be able to sign in once we have approved your account, and we will email you when that happens.',
          ]
        : []),
      'If you did not register, you can ignore this email and no account will be activated.',
    ],
    button: { label: 'Verify email and set password', url: opts.link },
  });
}

/** Sent instead of a confirmation when the address already has an account. */
export function existingAccountEmail(opts: { to: string; loginUrl: string }): MailMessage {
  return emailMessage(opts.to, subjects.existing, {
    heading: 'You already have an account',
    paragraphs: [
      'Hello,',
      'Someone, probably you, just tried to register with this email address. You already have a Tech Industry Gold account — sign in or reset your password.',
      'To reset your password, choose "Forgot password" on the sign-in page. If this was not you, you can ignore this email: nothing about your account has changed.',
    ],
    button: { label: 'Sign in', url: opts.loginUrl },
  });
}

export interface EnquiryMailData {
  kind: 'join_employers' | 'get_accredited';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  jobTitle: string;
  organisation: string;
  courseType?: CourseType;
  courseTitle?: string;
}

export function enquiryAcknowledgement(e: EnquiryMailData): MailMessage {
  const joining = e.kind === 'join_employers';
  return emailMessage(e.email, joining ? subjects.joinEmployersAck : subjects.getAccreditedAck, {
    heading: 'Thank you for getting in touch',
    paragraphs: [
      'Hello,',
      joining
        ? 'Thank you for your interest in bringing your organisation into the Tech Industry Gold employer network. A member of our team will contact you soon to talk through the next steps.'
        : 'Thank you for your interest in accrediting your course with Tech Industry Gold. A member of our team will contact you soon to talk through the accreditation process.',
      'You do not need to do anything else for now. If you did not send this enquiry, you can ignore this email.',
    ],
  });
}

/** `consoleUrl`: the enquiry's page in the staff console (/admin/enquiries/{id}; sign-in first). */
export function staffNotification(
  e: EnquiryMailData,
  staffInbox: string,
  consoleUrl: string,
): MailMessage {
  const joining = e.kind === 'join_employers';
  const rows: Array<[string, string | undefined]> = [
    ['Name', `${e.firstName} ${e.lastName}`],
    ['Email', e.email],
    ['Phone', e.phone],
    ['Job title', e.jobTitle],
    [joining ? 'Employer' : 'Organisation', e.organisation],
    ['Address', e.address],
    ['Course type', e.courseType ? COURSE_TYPE_LABELS[e.courseType] : undefined],
    ['Course title', e.courseTitle],
  ];
  return emailMessage(
    staffInbox,
    joining ? subjects.joinEmployersStaff : subjects.getAccreditedStaff,
    {
      heading: joining ? 'New employer network enquiry' : 'New accreditation enquiry',
      paragraphs: [
        ...rows.filter(([, v]) => v !== undefined).map(([label, v]) => `${label}: ${v}`),
        'The enquiry is stored with status "new" for the team to pick up in the staff console.',
      ],
      button: { label: 'Open the enquiry', url: consoleUrl },
    },
  );
}
