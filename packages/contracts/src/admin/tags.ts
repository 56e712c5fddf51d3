// Tags (types 1 and 2) as the console keeps them (editors and admins); the three news
// category tags are fixed.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  pageFields,
  sortDir,
  adminText as text,
  versionField,
} from './common.ts';

export const tagTypes = [1, 2] as const;
export const tagMessages = {
  fixed: 'This is a news category tag: it cannot be renamed, retyped or deleted.',
  titleTaken: 'Another tag of this type already has this title.',
  type: 'Choose type 1 (industry) or 2 (topic or technology).',
} as const;

const tagType = z.union([z.literal(1), z.literal(2)], { error: tagMessages.type });
const tagTypeQuery = z.enum(['1', '2'], { error: tagMessages.type }).optional();

export const tagCreate = z.object({ title: text('title', 100), type: tagType }).strict();
export type TagCreate = z.infer<typeof tagCreate>;
export const tagPatch = z
  .object({
    updated_at: versionField,
    title: text('title', 100).optional(),
    type: tagType.optional(),
  })
  .strict();
export type TagPatch = z.infer<typeof tagPatch>;

export const adminTagsQuery = z.object({
  q: adminSearch,
  type: tagTypeQuery,
  sort: z
    .enum(['title', 'type', 'uses', 'updated'], { error: 'Sort by title, type, uses or updated.' })
    .default('title'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminTagsQuery = z.infer<typeof adminTagsQuery>;

/** Where a tag appears: the employers and insights that carry it. */
export const tagUses = z.object({ employers: z.number(), insights: z.number() });
export const adminTag = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  /** community, insights or impact: one of the three fixed news category tags; else null. */
  news_category: z.string().nullable(),
  fixed: z.boolean(),
  used_by: tagUses,
  updated_at: z.string(),
});
export type AdminTag = z.infer<typeof adminTag>;
export const adminTagsPage = z.object({ items: z.array(adminTag), ...pageFields });

/** DELETE …/tags/:id?cascade=true: also remove the tag from what uses it (audited). */
export const tagDeleteQuery = z.object({
  cascade: z.enum(['true', 'false'], { error: 'The cascade flag is true or false.' }).optional(),
});
