// Sign-up and enquiry values the browser needs (field names, labels, consent wording), kept
// free of zod so the public forms do not bundle it; the schemas are in signup.ts.
import { messages } from './messages.ts';

/**
 * The honeypot: a field a person never sees (hidden from sight, keyboard and screen readers).
 * Anything in it means a bot filled every input; the server answers 422 so a real person whose
 * browser autofilled it is told and can clear it (docs/decisions/0012).
 */
export { HONEYPOT_FIELD } from './honeypot.ts';
export const honeypotMessage = 'Please leave this field empty.';

export const COURSE_TYPES = ['degree', 'apprenticeship', 'training', 'other'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
/** SPEC §5: training is shown as Training Programme. */
export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  degree: 'Degree',
  apprenticeship: 'Apprenticeship',
  training: 'Training Programme',
  other: 'Other',
};

/** Placeholder provider for learners whose address matches none (SPEC §5); lists hide it. */
export const PLACEHOLDER_SCHOOL = {
  tsUuid: '00000000-0000-4000-8000-00000000a11e',
  title: 'Learning provider not listed',
  courseTitle: 'Course not listed',
} as const;

/** Texts shown beside the checkboxes and kept word for word in the consent record. */
export const consentWording = {
  alerts: 'Send me alerts and recommendations about insights, events and opportunities.',
  marketing: 'Send me marketing updates, at most once a month.',
  account:
    'By registering you agree to your details being used to create and run your account, as described in the privacy notice.',
  enquiry:
    'By sending this form you agree to your details being used to respond to this enquiry, as described in the privacy notice.',
} as const;

export const signupMessages = {
  noEmployerMatch: messages.noEmployerMatch,
  correctErrors: messages.correctErrors,
  registered:
    'Thank you for registering. Please check your inbox and click the link to verify your email address.',
  registeredReview:
    'Thank you for registering. Please check your inbox and click the link to verify your email address. We could not match your email address to a learning provider, so our team will review your account before you can sign in.',
  submitted: 'Thank you. We have received your details and will be in touch soon.',
} as const;
