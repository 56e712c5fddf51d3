// Courses as the console keeps them (editors and admins; back office part 2, decision 0066).
// Edits carry the `updated_at` they read.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  noNul,
  optionalText,
  pageFields,
  sortDir,
  adminText as text,
  versionField,
  website,
  yesNo,
} from './common.ts';

const idTitle = z.object({ id: z.number(), title: z.string() });

export const MAX_LEARNING_OUTCOMES = 30;
export const MAX_OUTCOME_LENGTH = 500;

export const courseMessages = {
  outcomeSemicolon:
    'A learning outcome cannot contain a semicolon (;): put each outcome on its own line.',
  outcomeTooLong: `Each learning outcome may be at most ${MAX_OUTCOME_LENGTH} characters.`,
  tooManyOutcomes: `Enter at most ${MAX_LEARNING_OUTCOMES} learning outcomes.`,
  unknownOption: 'Choose one from the list.',
  courseNotAtProvider: 'Choose a learning provider from the list.',
} as const;

/**
 * Learning outcomes as the console's textarea sends them: one per line. Blank lines and
 * surrounding spaces are dropped; a semicolon is refused, since the stored form (SPEC §3
 * `criteria`) joins outcomes with ';'.
 */
export const learningOutcomes = z
  .string({ error: 'The learning outcomes must be text.' })
  .max(
    MAX_LEARNING_OUTCOMES * (MAX_OUTCOME_LENGTH + 2),
    'The learning outcomes are too long: shorten them.',
  )
  .refine(noNul, 'The learning outcomes contain an invalid character.')
  .transform((v) =>
    v
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.every((l) => !l.includes(';')), courseMessages.outcomeSemicolon)
  .refine(
    (lines) => lines.every((l) => l.length <= MAX_OUTCOME_LENGTH),
    courseMessages.outcomeTooLong,
  )
  .refine((lines) => lines.length <= MAX_LEARNING_OUTCOMES, courseMessages.tooManyOutcomes);

/** `criteria` as stored (';'-joined) ↔ the console's one outcome per line. */
export const criteriaToLines = (criteria: string | null) =>
  (criteria ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');

const optionalLookup = (label: string) => idParam(label).nullable().optional();

const badgeDesign = z
  .string({ error: 'The badge must be text.' })
  .trim()
  .max(100, 'The badge may not be longer than 100 characters.')
  .regex(/^[A-Za-z0-9_.-]*$/, 'The badge is a badge design id (letters, digits, - _ .).')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const accreditedOn = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The accreditation date must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'The accreditation date is not a real date.')
  .nullable()
  .optional();

const courseFields = {
  description: optionalText('description', 20_000),
  learning_outcomes: learningOutcomes.optional(),
  duration: optionalText('duration', 100),
  url: website,
  badge_id: badgeDesign,
  programme_type_id: optionalLookup('programme type'),
  programme_level_id: optionalLookup('level'),
  subject_id: optionalLookup('subject'),
  location_id: optionalLookup('location'),
  accredited_on: accreditedOn,
  listed: z.boolean({ error: 'Choose listed or unlisted.' }).optional(),
};

export const courseCreate = z
  .object({
    title: text('title', 200),
    school_id: idParam('learning provider'),
    ...courseFields,
  })
  .strict();
export type CourseCreate = z.infer<typeof courseCreate>;

export const coursePatch = z
  .object({
    updated_at: versionField,
    title: text('title', 200).optional(),
    school_id: idParam('learning provider').optional(),
    ...courseFields,
  })
  .strict();
export type CoursePatch = z.infer<typeof coursePatch>;

export const adminCoursesQuery = z.object({
  q: adminSearch,
  school_id: idParam('learning provider').optional(),
  programme_type_id: idParam('programme type').optional(),
  listed: yesNo('listed'),
  sort: z
    .enum(['title', 'provider', 'updated', 'created'], {
      error: 'Sort by title, provider, updated or created.',
    })
    .default('title'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCoursesQuery = z.infer<typeof adminCoursesQuery>;

export const adminCourseListItem = z.object({
  id: z.number(),
  title: z.string(),
  school: idTitle,
  programme_type: idTitle.nullable(),
  programme_level: idTitle.nullable(),
  listed: z.boolean(),
  members: z.number(),
  credential_groups: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminCoursesPage = z.object({ items: z.array(adminCourseListItem), ...pageFields });

export const adminCourseDetail = adminCourseListItem.extend({
  description: z.string().nullable(),
  /** One outcome per line (stored as SPEC's ';'-separated `criteria`). */
  learning_outcomes: z.string(),
  duration: z.string().nullable(),
  url: z.string().nullable(),
  badge_id: z.string().nullable(),
  subject: idTitle.nullable(),
  location: idTitle.nullable(),
  accredited_on: z.string().nullable(),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetail>;

/** The choices of the course form's dropdowns. */
export const courseOptions = z.object({
  schools: z.array(idTitle),
  programme_types: z.array(idTitle),
  programme_levels: z.array(idTitle),
  subjects: z.array(idTitle),
  locations: z.array(idTitle),
});
