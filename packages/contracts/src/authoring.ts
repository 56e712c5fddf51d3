// Authoring (My insights, Edit insight): an author's own insights and the edit key.
//
// The edit key is a capability for one edit session: it rotates on every successful save
// and is checked together with authorship (the caller must be the author), so a key copied
// out of a URL is useless to anyone else and a stale tab cannot overwrite newer work.
import { z } from './zod.ts';
import { editorBodySchema } from './editor.ts';
import { cursorParam } from './list-query.ts';
import { tagSchema } from './insights.ts';

/** 32 random bytes, base64url: 43 characters. Anything else in the route is refused. */
export const EDIT_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INSIGHT_TITLE_MAX = 200;
export const INSIGHT_SUBTITLE_MAX = 300;
/** The saved editor document (as JSON text) may be at most this many bytes. */
export const INSIGHT_BODY_MAX_BYTES = 1_000_000;
/** At most this many tags on one insight. */
export const INSIGHT_TAGS_MAX = 20;

/** SPEC §3 `live`: 0/1 on the wire, a boolean in the UI. */
export const liveFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * POST /api/insight → the new insight's id and its first edit key. 403 without permission.
 * The editor's first "Save changes" (/insight/new) sends the insight itself
 * (`createInsightRequest`), so nothing is stored before then; without a body an untitled,
 * empty draft is made (older clients and tests).
 */
export const createdInsightResponse = z.object({ id: z.number(), edit: z.string() });
export type CreatedInsightResponse = z.infer<typeof createdInsightResponse>;

/**
 * POST /api/insight/{id}/edit → a fresh edit key for the author (My insights' Edit button).
 * Rotating it ends any other open edit session of that insight, which then reloads.
 */
export const editKeyResponse = z.object({ id: z.number(), edit: z.string() });
export type EditKeyResponse = z.infer<typeof editKeyResponse>;

/** GET /api/insight/{id}/{key} → the insight as the editor loads it. */
export const editableInsightResponse = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  live: liveFlagSchema,
  /** The editor document as a JSON string (SPEC §3). */
  body: editorBodySchema,
  /** A path on this site (/media/uploads/…), a full https link, or null for the default. */
  thumbnail: z.string().nullable(),
  tags: z.array(tagSchema),
  /** The industry (type 1) tags an author may choose from (SPEC §2). */
  available_tags: z.array(tagSchema),
  /** The public news slug, for "View on the site" once it is live. */
  url: z.string(),
});
export type EditableInsightResponse = z.infer<typeof editableInsightResponse>;

/** PUT /api/insight/{id}. */
export const saveInsightRequest = z.object({
  edit: z.string().max(64),
  title: z.string().max(10_000),
  subtitle: z.string().max(10_000).nullish(),
  live: z.union([liveFlagSchema, z.boolean()]),
  /** The editor document as a JSON string; validated block by block and sanitised. */
  body: editorBodySchema,
  thumbnail: z.string().max(2048).nullish(),
});
export type SaveInsightRequest = z.input<typeof saveInsightRequest>;

/** POST /api/insight with the first save's fields: the same checks as a save, no key. */
export const createInsightRequest = saveInsightRequest.omit({ edit: true });
export type CreateInsightRequest = z.input<typeof createInsightRequest>;

/** PUT success → the next edit key. */
export const savedInsightResponse = z.object({ edit: z.string() });
export type SavedInsightResponse = z.infer<typeof savedInsightResponse>;

/**
 * PUT failure (4xx): `message` for the alert, field `errors` when the input was at fault, and
 * `key` — a fresh edit key for the author to continue with (SPEC §8: the page alerts the
 * message and goes to the edit route with that key). Absent when the caller is not the author.
 */
export const saveInsightFailure = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  key: z.string().optional(),
});
export type SaveInsightFailure = z.infer<typeof saveInsightFailure>;

/** POST / DELETE /api/insight/tag/{insightId}/{key}/{tagId} → the insight's tags now. */
export const insightTagsResponse = z.object({ tags: z.array(tagSchema) });
export type InsightTagsResponse = z.infer<typeof insightTagsResponse>;

/** GET /api/user/insights?cursor= (My insights): the caller's own insights, newest first. */
export const myInsightsQuery = z.object({ cursor: cursorParam });
export const myInsightSchema = z.object({
  id: z.number(),
  title: z.string(),
  live: liveFlagSchema,
  url: z.string(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyInsight = z.infer<typeof myInsightSchema>;
export const myInsightsResponse = z.object({
  insights: z.array(myInsightSchema),
  total: z.number(),
  next_cursor: z.string().nullable(),
});
export type MyInsightsResponse = z.infer<typeof myInsightsResponse>;
