// Insights moderation (editors and admins; decisions 0066, 0091): the list, one insight to
// read, unpublish and republish (each reason emailed to the author), feature, delete.
import { z } from '../zod.ts';
import { publicInsightSchema } from '../insights.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  noNul,
  pageFields,
  sortDir,
  versionField,
  yesNo,
} from './common.ts';

export const insightMessages = {
  notLive: 'Only a live, public insight can be featured on the home page.',
  notPublished: 'This insight is not live.',
  alreadyLive: 'This insight is already live.',
  /** Staff republish only what staff took down: a draft its author never published stays theirs. */
  notUnpublishedByStaff:
    'Only an insight our team unpublished can be republished. Its author has not published this one.',
} as const;

export const adminInsightsQuery = z.object({
  q: adminSearch,
  state: z.enum(['live', 'draft'], { error: 'Choose live or draft.' }).optional(),
  featured: yesNo('featured'),
  author_id: idParam('author').optional(),
  sort: z
    .enum(['created', 'updated', 'title'], { error: 'Sort by created, updated or title.' })
    .default('created'),
  dir: sortDir.default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminInsightsQuery = z.infer<typeof adminInsightsQuery>;

export const adminInsight = z.object({
  id: z.number(),
  title: z.string(),
  author: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    /** Part 1's permission: whether the author may still write. */
    can_write_articles: z.boolean(),
  }),
  live: z.boolean(),
  public: z.boolean(),
  featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminInsightsPage = z.object({ items: z.array(adminInsight), ...pageFields });

export const MODERATION_REASON_MAX = 1000;
/** A reason staff give for unpublishing or republishing: emailed to the author as written. */
const emailedReason = z
  .string({ error: 'Enter the reason the author will be emailed.' })
  .trim()
  .min(1, 'Enter the reason the author will be emailed.')
  .max(MODERATION_REASON_MAX, `The reason must be ${MODERATION_REASON_MAX} characters or fewer.`)
  .refine(noNul, 'The reason contains an invalid character.');

export const unpublishBody = z.object({
  updated_at: versionField,
  /** Emailed to the author. */
  reason: emailedReason,
});
/** Republishing puts back what staff unpublished; the reason is emailed to the author too. */
export const republishBody = unpublishBody;

/**
 * One insight as the console reads it: its moderation state, the article as the news page
 * draws it (whatever its state, so staff read what they judge), and, while it is down because
 * our team unpublished it, when and why.
 */
export const adminInsightDetail = adminInsight.extend({
  article: publicInsightSchema,
  unpublished: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminInsightDetail = z.infer<typeof adminInsightDetail>;

export const featureBody = z.object({
  updated_at: versionField,
  featured: z.boolean({ error: 'Choose featured or not.' }),
});
