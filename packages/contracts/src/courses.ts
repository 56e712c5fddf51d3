// Course finder: GET /api/courses, GET /api/course/{id}, and the badge image GET /api/badge/{id}.
import { z } from './zod.ts';
import { COURSE_PAGE_SIZE } from './constants.ts';

const titleOnly = z.object({ title: z.string() });

/** SPEC §3 Course, plus subject and location (the finder's chips and side facts). */
export const courseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Learning outcomes joined by ';' — split on ';', trim, drop empties. */
  criteria: z.string().nullable(),
  duration: z.string().nullable(),
  /** The course's own website; null → use school.url; both null → the SPEC §8 alert. */
  url: z.string().nullable(),
  /** Badge image: /api/badge/{badge_id}; null → no badge. */
  badge_id: z.string().nullable(),
  school: z.object({
    id: z.number(),
    title: z.string(),
    address_state: z.string().nullable(),
    url: z.string().nullable(),
  }),
  /** key is 'degree' | 'apprenticeship' | 'training' (home page tabs); title is shown. */
  programme_type: z.object({ key: z.string(), title: z.string() }).nullable(),
  programme_level: titleOnly.nullable(),
  subject: titleOnly.nullable(),
  location: titleOnly.nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database. */
const noNul = (v: string) => !v.includes('\u0000');

const filterValue = (name: string) =>
  z
    .string({ error: `The ${name} must be text.` })
    .trim()
    .max(200, `The ${name} may not be longer than 200 characters.`)
    .refine(noNul, `The ${name} contains an invalid character.`)
    .optional()
    // The dropdowns' 'Select …' default sends an empty value: treat it as no filter.
    .transform((v) => (v ? v : undefined));

/**
 * Query of GET /api/courses. Every filter is optional and they combine with AND:
 * - q: case-insensitive substring of the course title or the provider title (≤ 100 chars);
 * - provider, location, type, subject: exact values from `filters` (type also accepts the
 *   programme type key: degree | apprenticeship | training);
 * - limit 1–50 (default 10), offset 0–100000. 'Show more' asks for offset = courses shown.
 * A repeated or malformed parameter → 400 { message, errors }.
 */
export const coursesQuery = z.object({
  q: z
    .string({ error: 'The search must be text.' })
    .trim()
    .max(100, 'The search may not be longer than 100 characters.')
    .refine(noNul, 'The search contains an invalid character.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  provider: filterValue('provider'),
  location: filterValue('location'),
  type: filterValue('type'),
  subject: filterValue('subject'),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(50, 'The limit may not be greater than 50.')
    .default(COURSE_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'The offset must be a number.' })
    .int('The offset must be a whole number.')
    .min(0, 'The offset must be at least 0.')
    .max(100_000, 'The offset may not be greater than 100000.')
    .default(0),
});
export type CoursesQuery = z.input<typeof coursesQuery>;

/** Distinct values for the four dropdowns, each sorted A–Z (SPEC §2). */
export const courseFiltersSchema = z.object({
  providers: z.array(z.string()),
  locations: z.array(z.string()),
  types: z.array(z.string()),
  subjects: z.array(z.string()),
});
export type CourseFilters = z.infer<typeof courseFiltersSchema>;

/**
 * GET /api/courses → courses (this page, ordered by title), total (all matches, for
 * 'Showing X of Y courses'), filters (all values, independent of the current filters).
 */
export const coursesResponse = z.object({
  courses: z.array(courseSchema),
  total: z.number(),
  filters: courseFiltersSchema,
});
export type CoursesResponse = z.infer<typeof coursesResponse>;

/** GET /api/course/{id} → the Course itself; 404 { message } for an unknown or bad id. */
export const courseParams = z.object({ id: z.string().max(500) });

/** Badge ids are uuids or hex digests at the credentialing platform. */
export const BADGE_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
