// Insights (news articles): the public news calls GET /api/insights/public and
// GET /api/insight/public/{id}, and the member list GET /api/insights.
import { z } from './zod.ts';
import { NEWS_CATEGORIES, NEWS_VIEW_ALL_LIMIT, PAGE_SIZE } from './constants.ts';
import { editorBodySchema } from './editor.ts';
import {
  cursorParam,
  idListParam,
  limitParam,
  savedParam,
  searchParam,
  tabCountsSchema,
} from './list-query.ts';

export const TAG_TYPE = { industry: 1, topic: 2 } as const;

/** SPEC §3 Tag. News categories are type-2 tags titled Community, Insights and Impact. */
export const tagSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 1 = industry, 2 = topic or technology. */
  type: z.number(),
  ts_uuid: z.string(),
  /** 'community' | 'insights' | 'impact' for the three news-category tags, else null. */
  news_category: z.enum(NEWS_CATEGORIES).nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

/** The author as shown on public pages (no id, no email). */
export const insightAuthorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  employer: z.object({ id: z.number(), title: z.string() }).nullable(),
});

/** One row of a news list. Dates are ISO 8601 strings (UTC). */
export const publicInsightListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The slug. The article page is articlePath(insight) = /news/{id}/{url}. */
  url: z.string(),
  /** A full https link, a site path (/media/…), or null: show the default thumbnail. */
  thumbnail: z.string().nullable(),
  tags: z.array(tagSchema),
  user: insightAuthorSchema,
});
export type PublicInsightListItem = z.infer<typeof publicInsightListItemSchema>;

/** GET /api/insight/public/{id}: a list item plus the Editor.js document as a JSON string. */
export const publicInsightSchema = publicInsightListItemSchema.extend({
  body: editorBodySchema,
});
export type PublicInsight = z.infer<typeof publicInsightSchema>;

const MAX_OFFSET = 100_000;

/**
 * Query of GET /api/insights/public. All optional:
 * - tag: a news category name (community | insights | impact) or a numeric tag id;
 *   anything else → 400 with errors.tag.
 * - limit: 1–99, default 20 (News rows ask for 4, View all for 99).
 * - cursor: the previous page's next_cursor (keyset paging: no gaps or repeats while new
 *   articles arrive). offset: 0–100000, for numbered pages. Send one of the two, not both.
 */
export const publicInsightsQuery = z
  .object({
    tag: z
      .string()
      .trim()
      .max(64, 'The tag is invalid.')
      .regex(/^(community|insights|impact|\d{1,9})$/i, 'The tag is invalid.')
      .optional(),
    limit: z.coerce
      .number({ error: 'The limit must be a number.' })
      .int('The limit must be a whole number.')
      .min(1, 'The limit must be at least 1.')
      .max(NEWS_VIEW_ALL_LIMIT, `The limit may not be greater than ${NEWS_VIEW_ALL_LIMIT}.`)
      .default(PAGE_SIZE),
    cursor: z.string().max(200, 'The cursor is invalid.').optional(),
    /** `true`: only the insights staff featured on the home page, most recently featured first. */
    featured: z.enum(['true'], { error: 'The featured filter is true.' }).optional(),
    offset: z.coerce
      .number({ error: 'The offset must be a number.' })
      .int('The offset must be a whole number.')
      .min(0, 'The offset must be at least 0.')
      .max(MAX_OFFSET, `The offset may not be greater than ${MAX_OFFSET}.`)
      .optional(),
  })
  .refine((q) => q.cursor === undefined || q.offset === undefined, {
    message: 'Send either cursor or offset, not both.',
    path: ['cursor'],
  });
export type PublicInsightsQuery = z.input<typeof publicInsightsQuery>;

/**
 * GET /api/insights/public →
 * - insights: live AND public articles, newest first, at most `limit`;
 * - tags: every tag (id, title, type, ts_uuid, news_category), for chips and filters;
 * - total: how many articles match (`tag` applied);
 * - next_cursor: pass as `cursor` for the next page; null on the last page.
 */
export const publicInsightsResponse = z.object({
  insights: z.array(publicInsightListItemSchema),
  tags: z.array(tagSchema),
  total: z.number(),
  next_cursor: z.string().nullable(),
});
export type PublicInsightsResponse = z.infer<typeof publicInsightsResponse>;

/** `{id}` of GET /api/insight/public/{id}: the numeric id or the url slug. */
export const publicInsightParams = z.object({
  id: z.string().min(1).max(500),
});

/**
 * The public article path, `/news/{id}/{slug}` (SPEC §2 "/news/{id}/{title}"). The page reads
 * the id; the slug is there for people and search engines, so a stale slug still resolves
 * (the page should canonicalise to this path). Sitemap and RSS use the same function.
 */
export function articlePath(insight: { id: number; url: string }): string {
  return `/news/${insight.id}/${encodeURIComponent(insight.url)}`;
}

/** The RSS feeds' paths: `rssPath` in feeds.ts (no zod, so public pages may import it). */
export { rssPath } from './feeds.ts';

/** A row of the member list: the public row plus whether the caller saved it. */
export const memberInsightListItemSchema = publicInsightListItemSchema.extend({
  saved: z.boolean(),
});
export type MemberInsightListItem = z.infer<typeof memberInsightListItemSchema>;

/**
 * Query of GET /api/insights (signed in): q searches titles (case-insensitive), tags lists
 * tag ids an insight must ALL carry, saved=1 keeps the caller's saved ones, limit (1–50,
 * default 20) and cursor page through.
 */
export const memberInsightsQuery = z.object({
  q: searchParam,
  tags: idListParam('tags'),
  saved: savedParam,
  limit: limitParam,
  cursor: cursorParam,
});
export type MemberInsightsQuery = z.input<typeof memberInsightsQuery>;

/**
 * GET /api/insights → live insights, newest first; `tags` are the industry (type 1) and topic
 * (type 2) tags for the filter panel; `total` matches the query; `counts` are the Insights
 * and Saved tab counts for the same q and tags; `next_cursor` is null on the last page.
 * A q or tag filter counts at most TAB_COUNT_CAP matches: past that `counts.capped` is true
 * and `all` (and the Insights tab's `total`) read TAB_COUNT_CAP, meaning "at least".
 */
export const memberInsightsResponse = z.object({
  insights: z.array(memberInsightListItemSchema),
  tags: z.array(tagSchema),
  /**
   * On the first page: how many live insights matching q and tags carry each tag (tag id →
   * count; a tag none carry is left out), for the filter panel (issue 26).
   */
  tag_counts: z.record(z.string(), z.number()).optional(),
  total: z.number(),
  counts: tabCountsSchema,
  next_cursor: z.string().nullable(),
});
export type MemberInsightsResponse = z.infer<typeof memberInsightsResponse>;

/**
 * GET /api/insight/{id} (signed in): a live insight, or the caller's own draft (then `live`
 * is 0, and pages mark it as not live), with the body as the editor document's JSON string.
 */
export const memberInsightSchema = memberInsightListItemSchema.extend({
  body: editorBodySchema,
  live: z.union([z.literal(0), z.literal(1)]),
});
export type MemberInsight = z.infer<typeof memberInsightSchema>;
