// Employers in the member platform (SPEC §3 Employer): the directory GET /api/employers and
// one employer with its people's insights, GET /api/employer/{id}.
import { z } from './zod.ts';
import { memberInsightListItemSchema } from './insights.ts';
import {
  cursorParam,
  idListParam,
  limitParam,
  savedParam,
  searchParam,
  tabCountsSchema,
} from './list-query.ts';

/** A tag as employers carry it: 1 = industry, 2 = technology. */
export const employerTagSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  ts_uuid: z.string(),
});
export type EmployerTag = z.infer<typeof employerTagSchema>;

/**
 * One row of the directory. `logo_url` is the stored logo (a site path or an https link);
 * without one, the logo is `/media/logos/{ts_uuid}.svg`. `profile` is plain text (blank lines
 * separate paragraphs), in full: SPEC §3 lists it among an employer's fields, in the list as
 * on the employer's page. `saved` is the caller's favourite.
 */
export const employerListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string().nullable(),
  ts_uuid: z.string(),
  logo_url: z.string().nullable(),
  address_state: z.string().nullable(),
  profile: z.string().nullable(),
  tags: z.array(employerTagSchema),
  saved: z.boolean(),
});
export type EmployerListItem = z.infer<typeof employerListItemSchema>;

/**
 * Query of GET /api/employers: q searches titles (case-insensitive, literally), tags lists tag
 * ids an employer must ALL carry, saved=1 keeps the caller's saved ones, limit (1–50, default
 * 20) and cursor page through.
 */
export const employersQuery = z.object({
  q: searchParam,
  tags: idListParam('tags'),
  saved: savedParam,
  limit: limitParam,
  cursor: cursorParam,
});
export type EmployersQuery = z.input<typeof employersQuery>;

/**
 * GET /api/employers → employers A–Z (case-insensitive, then id); `tags` are the industry
 * (type 1) and technology (type 2) tags for the filter panel; `total` matches the query;
 * `counts` are the Employers and Saved tab counts for the same q and tags; `next_cursor` is
 * null on the last page.
 */
export const employersResponse = z.object({
  employers: z.array(employerListItemSchema),
  tags: z.array(employerTagSchema),
  /** On the first page: tag id → how many employers matching q and tags carry it. */
  tag_counts: z.record(z.string(), z.number()).optional(),
  total: z.number(),
  counts: tabCountsSchema,
  next_cursor: z.string().nullable(),
});
export type EmployersResponse = z.infer<typeof employersResponse>;

/** `{id}` of GET /api/employer/{id}; anything but a positive id answers 404. */
export const employerParams = z.object({ id: z.string() });

/** Query of GET /api/employer/{id}: cursor pages the insights (the previous insights_next_cursor). */
export const employerQuery = z.object({ cursor: cursorParam });
export type EmployerQuery = z.input<typeof employerQuery>;

/** One employer: the same fields as its directory row. */
export const employerSchema = employerListItemSchema;
export type Employer = z.infer<typeof employerSchema>;

/**
 * GET /api/employer/{id} → the employer, and the live insights written by its people, newest
 * first, 20 a page (`insights_total` in all; `insights_next_cursor` null on the last page).
 */
export const employerResponse = z.object({
  employer: employerSchema,
  insights: z.array(memberInsightListItemSchema),
  insights_total: z.number(),
  insights_next_cursor: z.string().nullable(),
});
export type EmployerResponse = z.infer<typeof employerResponse>;
