// Sign-up and enquiry payloads (SPEC §3 "Sign-up payloads", §5 "Sign-up forms", §7 calls).
// The server requires what each form shows; the rest is optional but bounded.
import { z } from './zod.ts';
import { FIRST_START_YEAR } from './constants.ts';
import {
  blankToUndefined,
  email,
  id,
  optionalText,
  phone,
  requiredChoice,
  text,
} from './fields.ts';
import { COURSE_TYPES, HONEYPOT_FIELD } from './signup-constants.ts';

// The plain values live apart so the browser can import them without bundling zod.
export * from './signup-constants.ts';

// "This year" is read at each check, so a long-running process keeps up with the calendar.
const startYearRange = () =>
  `Start year must be between ${FIRST_START_YEAR} and ${new Date().getFullYear()}`;
const startYear = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : blankToUndefined(v)),
  z
    .number({
      error: (i) => (i.input === undefined ? requiredChoice('start year') : startYearRange()),
    })
    .int({ error: startYearRange })
    .refine((y) => y >= FIRST_START_YEAR && y <= new Date().getFullYear(), {
      error: startYearRange,
    }),
);

/** Checkboxes: old clients send 0/1. */
const flag = z.preprocess(
  (v) => (v === 1 ? true : v === 0 ? false : blankToUndefined(v)),
  z.boolean().default(false),
);

// The honeypot field (docs/decisions/0012): any value fails with honeypotMessage.
const honeypot = z.string().max(2000).optional();

export const verifyEmailBody = z.object({ email: email('email address') });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

const idTitle = z.object({ id: z.number(), title: z.string() });

/**
 * `POST /api/verify-email`: the matched provider and its courses. With no match, the
 * placeholder provider and its one course, and `needs_review` (the account waits for staff).
 */
export const learnerMatchSchema = idTitle.extend({
  courses: z.array(idTitle),
  needs_review: z.boolean(),
});
export type LearnerMatch = z.infer<typeof learnerMatchSchema>;

/** `POST /api/employer/verify-email`: id 0 means no match (SPEC §5). */
export const employerMatchSchema = z.object({ id: z.number(), title: z.string().nullable() });
export type EmployerMatch = z.infer<typeof employerMatchSchema>;

/** The answers of the two verify-email calls (SPEC §7 "match (id, title)"). */
export const learnerVerifyResponse = z.object({ match: learnerMatchSchema });
export const employerVerifyResponse = z.object({ match: employerMatchSchema });

const person = {
  first_name: text('first name', 100),
  last_name: text('last name', 100),
  email: email('email address'),
};

const accountCommon = {
  ...person,
  contact_email: email('contact email'),
  gender_id: id('gender'),
  ethnicity_id: id('ethnicity'),
  disabilities: optionalText('disabilities', 1000, true),
  alerts_preference: flag,
  marketing_preference: flag,
  [HONEYPOT_FIELD]: honeypot,
};

/** `POST /api/register`: the form shows names, contact email, gender, ethnicity, course, year. */
export const learnerRegisterBody = z.object({
  ...accountCommon,
  phone_number: z.preprocess(blankToUndefined, phone('phone number').optional()),
  address: optionalText('address', 500, true),
  course_id: id('course'),
  start_year: startYear,
});
export type LearnerRegisterBody = z.infer<typeof learnerRegisterBody>;
export type LearnerRegisterInput = z.input<typeof learnerRegisterBody>;

/**
 * `POST /api/employer/register`: the form shows every account field plus job title. It also
 * carries course_id and start_year, which the form never fills: accepted and ignored.
 */
export const employerRegisterBody = z.object({
  ...accountCommon,
  phone_number: phone('phone number'),
  address: text('address', 500, true),
  job_title: text('job title', 150),
  course_id: z.unknown().optional(),
  start_year: z.unknown().optional(),
});
export type EmployerRegisterBody = z.infer<typeof employerRegisterBody>;
export type EmployerRegisterInput = z.input<typeof employerRegisterBody>;

export const registeredSchema = z.object({
  message: z.string(),
  /** The account waits for staff approval before it can sign in. */
  pending_review: z.boolean(),
});
export type Registered = z.infer<typeof registeredSchema>;

/** `POST /api/join-employers`: every field required. */
export const joinEmployersBody = z.object({
  ...person,
  phone: phone('phone number'),
  address: text('address', 500, true),
  job_title: text('job title', 150),
  employer: text('organisation', 200),
  [HONEYPOT_FIELD]: honeypot,
});
export type JoinEmployersBody = z.infer<typeof joinEmployersBody>;
export type JoinEmployersInput = z.input<typeof joinEmployersBody>;

/**
 * `POST /api/get-accredited`. The old form bound its phone input to `phone` (SPEC §3), so
 * either name is accepted and the value is stored once; errors name the field that was sent.
 */
const accreditedPhone = phone('phone number');
export const getAccreditedBody = z
  .object({
    ...person,
    phone_number: z.preprocess(blankToUndefined, z.unknown().optional()),
    phone: z.preprocess(blankToUndefined, z.unknown().optional()),
    job_title: text('job title', 150),
    organisation: text('organisation', 200),
    address: text('address', 500, true),
    course_type: z.enum(COURSE_TYPES, {
      error: (i) =>
        i.input === undefined || i.input === ''
          ? requiredChoice('course type')
          : 'Select your course type from the list',
    }),
    course_title: text('course title', 200),
    [HONEYPOT_FIELD]: honeypot,
  })
  // Checked even when other fields already failed, so the form shows every error at once.
  .check(
    z.superRefine(
      (v: { phone?: unknown; phone_number?: unknown }, ctx) => {
        const field =
          v.phone_number === undefined && v.phone !== undefined ? 'phone' : 'phone_number';
        const parsed = accreditedPhone.safeParse(v.phone_number ?? v.phone);
        for (const issue of parsed.error?.issues ?? [])
          ctx.addIssue({ code: 'custom', message: issue.message, path: [field], input: v[field] });
      },
      // Even when other fields failed, but only on an object (a `null` body is the 422 already).
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  )
  .transform(({ phone, phone_number, ...rest }) => ({
    ...rest,
    phone_number: accreditedPhone.parse(phone_number ?? phone),
  }));
export type GetAccreditedBody = z.infer<typeof getAccreditedBody>;
export type GetAccreditedInput = z.input<typeof getAccreditedBody>;

export const submittedSchema = z.object({ message: z.string() });
export type Submitted = z.infer<typeof submittedSchema>;
