// Learning providers ("schools", SPEC §3 School) in the member platform: the directory
// GET /api/schools and one provider with its accredited courses, GET /api/school/{id}. Only
// providers with at least one accredited course are listed.
import { z } from './zod.ts';
import { cursorParam, limitParam, savedParam, searchParam, tabCountsSchema } from './list-query.ts';

export const schoolCourseSchema = z.object({ id: z.number(), title: z.string() });
export type SchoolCourse = z.infer<typeof schoolCourseSchema>;

/**
 * One row of the directory: `courses` are the first three accredited courses A–Z,
 * `course_count` how many there are. `logo_url` is the stored logo (a site path or an https
 * link); without one, the logo is `/media/logos/{ts_uuid}.svg`. `profile` is plain text, in
 * full: SPEC §3 lists it among a provider's fields, in the list as on the provider's page.
 */
export const schoolListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string().nullable(),
  ts_uuid: z.string(),
  logo_url: z.string().nullable(),
  address_state: z.string().nullable(),
  profile: z.string().nullable(),
  courses: z.array(schoolCourseSchema),
  course_count: z.number(),
  saved: z.boolean(),
});
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

/**
 * Query of GET /api/schools: q searches titles (case-insensitive, literally), saved=1 keeps
 * the caller's saved ones, limit (1–50, default 20) and cursor page through.
 */
export const schoolsQuery = z.object({
  q: searchParam,
  saved: savedParam,
  limit: limitParam,
  cursor: cursorParam,
});
export type SchoolsQuery = z.input<typeof schoolsQuery>;

/**
 * GET /api/schools → listed providers A–Z (case-insensitive, then id); `total` matches the
 * query; `counts` are the Learning Providers and Saved tab counts for the same q;
 * `next_cursor` is null on the last page.
 */
export const schoolsResponse = z.object({
  schools: z.array(schoolListItemSchema),
  total: z.number(),
  counts: tabCountsSchema,
  next_cursor: z.string().nullable(),
});
export type SchoolsResponse = z.infer<typeof schoolsResponse>;

/** `{id}` of GET /api/school/{id}; anything but a listed provider's id answers 404. */
export const schoolParams = z.object({ id: z.string() });

/** GET /api/school/{id} → the provider's directory fields, with every accredited course A–Z. */
export const schoolSchema = schoolListItemSchema;
export type School = z.infer<typeof schoolSchema>;

export const schoolResponse = z.object({ school: schoolSchema });
export type SchoolResponse = z.infer<typeof schoolResponse>;
