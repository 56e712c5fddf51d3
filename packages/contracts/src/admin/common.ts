// What the staff console's contracts share (decisions 0061, 0096): the query fields and page
// fields every list uses, the id, version and text fields, and the console's own messages.
// Each area's requests and answers are in its own file beside this one (members.ts,
// courses.ts…). Every text is bounded; lists page by limit + offset with a total.
import { z } from '../zod.ts';

export const noNul = (v: string) => !v.includes('\u0000');

/** Sensitive actions need the password entered within this long (re-authentication). */
export const REAUTH_WINDOW_MINUTES = 15;

export const adminMessages = {
  stale: 'This record has changed since you opened it.',
  // True however long ago the person signed in: signing in does not count, so the first
  // sensitive change of a session asks too (issue 35 found "more than 15 minutes" shown three
  // minutes after sign-in).
  reauthRequired:
    'Enter your password again to do this. Changes like this one need your password from the last 15 minutes.',
  reauthWrong: 'The password is not correct.',
  lastAdmin: 'There must always be at least one admin: make someone else an admin first.',
  notSelf: 'You cannot do this to your own account.',
  deletionPending:
    'This member asked for their account to be deleted. Only they can cancel that, by signing in before it is erased.',
} as const;

// ---- Shared query fields -------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_OFFSET = 100_000;

export const adminLimit = z.coerce
  .number({ error: 'The limit must be a number.' })
  .int('The limit must be a whole number.')
  .min(1, 'The limit must be at least 1.')
  .max(100, 'The limit may not be greater than 100.')
  .default(ADMIN_PAGE_SIZE);

export const adminOffset = z.coerce
  .number({ error: 'The offset must be a number.' })
  .int('The offset must be a whole number.')
  .min(0, 'The offset may not be negative.')
  .max(ADMIN_MAX_OFFSET, `The offset may not be greater than ${ADMIN_MAX_OFFSET}.`)
  .default(0);

export const adminSearch = z
  .string({ error: 'The search must be text.' })
  .trim()
  .max(200, 'The search may not be longer than 200 characters.')
  .refine(noNul, 'The search contains an invalid character.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** "a learning provider", "an organisation": the label as "Choose …" reads it. */
const withArticle = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

/** An id chosen from a list (a select, a picker, a filter): "Choose a learning provider". */
export const idParam = (label: string) => {
  const notInList = `Choose ${withArticle(label)} from the list`;
  return (
    z.coerce
      .number({ error: notInList })
      .int(notInList)
      // Coerced, a blank select is 0.
      .min(1, `Choose ${withArticle(label)}`)
      .max(2_147_483_647, notInList)
  );
};

export const optionalId = (label: string) => idParam(label).optional();

/** The `updated_at` the editor read: a save made on an older copy is refused (409). */
export const versionField = z
  .string({ error: 'The record version is missing: reload the page.' })
  .max(40, 'The record version is invalid.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'The record version is invalid.');

/**
 * How a console label reads after "Enter", GOV.UK style: "a reason", "an address", and "the
 * details" for a plural.
 */
export const nounPhrase = (label: string) =>
  /[^s]s$/.test(label) ? `the ${label}` : `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

/** The label at the start of a sentence: "Reason must be …". */
export const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A console text field: "Enter a reason" when it is empty or missing (decision 0080). */
export const adminText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${nounPhrase(label)}` })
    .trim()
    .min(1, `Enter ${nounPhrase(label)}`)
    .max(max, `${capitalised(label)} must be ${max} characters or fewer`)
    .refine(noNul, `${capitalised(label)} contains a character that is not allowed`);

export const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const pageFields = { total: z.number(), limit: z.number(), offset: z.number() };

/** A change that sends only the version it read (disable, enable, publish, cancel…). */
export const versionBody = z.object({ updated_at: versionField });

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .refine(noNul, `The ${label} contains an invalid character.`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const website = z
  .string({ error: 'The website must be text.' })
  .trim()
  .max(500, 'The website may not be longer than 500 characters.')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'Enter a website starting with https://.',
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

// Shared by the content areas' lists (courses, events, insights, tags, calls to action…).
export const sortDir = z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' });
export const yesNo = (label: string) =>
  z.enum(['true', 'false'], { error: `The ${label} filter is true or false.` }).optional();

/** Where a call to action shows, or the pages a quote rotates on: a page key. */
export const pageKey = (label: string) =>
  z
    .string({ error: `Enter ${nounPhrase(label)}` })
    .trim()
    .min(1, `Enter ${nounPhrase(label)}`)
    .max(40, `${capitalised(label)} must be 40 characters or fewer`)
    .regex(/^[a-z0-9-]+$/, `The ${label} is a page key: lower-case letters, digits and hyphens.`);
