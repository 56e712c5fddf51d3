// Editor.js documents (SPEC §3 "Editor content blocks"): the stored body of an insight.
//
// Two readings of the same JSON:
// - `editorDocumentSchema` (strict): what a save must satisfy. Every block is one of the
//   known types with bounded fields. Inline HTML inside text fields is NOT sanitised here;
//   the saving service sanitises it (allow-listed inline tags, https:/mailto: links).
// - `storedEditorDocumentSchema` (lenient): what read endpoints promise. Old rows may hold
//   block types or shapes the strict schema refuses; a reader must never fail on them.
//   The public renderer parses each block with `editorBlockSchema.safeParse` and shows
//   'The block can not be displayed correctly.' for one that does not parse.
import { z } from './zod.ts';

const TEXT_MAX = 20_000;
const ITEMS_MAX = 200;
const url = z.string().max(2048);
const text = z.string().max(TEXT_MAX);

/**
 * Editor.js gives each block a short random id; keep it optional for older documents. Our
 * editor uses no block tunes, so a save drops any `tunes` sent (unknown keys are stripped)
 * rather than storing free-form JSON nobody reads.
 */
const blockBase = {
  id: z.string().max(64).optional(),
};

export const paragraphBlockSchema = z.object({
  ...blockBase,
  type: z.literal('paragraph'),
  data: z.object({ text }),
});

export const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_HEADER_LEVEL = 2;

export const headerBlockSchema = z.object({
  ...blockBase,
  type: z.literal('header'),
  data: z.object({
    text,
    /** 1–6; absent means DEFAULT_HEADER_LEVEL (SPEC §9). */
    level: z.number().int().min(1).max(6).optional(),
  }),
});

export const embedBlockSchema = z.object({
  ...blockBase,
  type: z.literal('embed'),
  data: z.object({
    service: z.string().max(64),
    /** The URL the author pasted; the only field the renderer trusts (the web's embedTarget). */
    source: url,
    /** As stored by Editor.js; never used as an iframe src directly. */
    embed: url.optional(),
    width: z.number().int().min(1).max(4000).optional(),
    height: z.number().int().min(1).max(4000).optional(),
    caption: text.optional(),
  }),
});

const listStyle = z.enum(['ordered', 'unordered']);

/** list-v1 (Editor.js list ≤ 1.x): items are HTML strings. */
export const listV1DataSchema = z.object({
  style: listStyle,
  items: z.array(text).max(ITEMS_MAX),
});

/** How deeply list items may nest: the renderer draws this many levels, and a save refuses more. */
export const LIST_DEPTH_MAX = 8;

/** A list-v2 item's meta: a checklist item's tick; other styles keep none. */
const listItemMetaSchema = z.strictObject({ checked: z.boolean().optional() });

export interface ListV2Item {
  content: string;
  meta?: z.infer<typeof listItemMetaSchema>;
  items: ListV2Item[];
}

/**
 * One level of list-v2 items. Built level by level down to LIST_DEPTH_MAX instead of a
 * recursive z.lazy, so a hostile document nested hundreds deep fails at the cap without the
 * validator recursing into it; the deepest level takes no children.
 */
function listItemsAt(level: number): z.ZodType<ListV2Item[]> {
  const children: z.ZodType<ListV2Item[]> =
    level >= LIST_DEPTH_MAX
      ? z.array(z.never()).max(0, `Lists can nest at most ${LIST_DEPTH_MAX} levels.`)
      : z.lazy(() => listItemsAt(level + 1));
  return z
    .array(z.object({ content: text, meta: listItemMetaSchema.optional(), items: children }))
    .max(ITEMS_MAX);
}

/** list-v2 (Editor.js list 2.x): nested items `{content, meta, items}`; style may be 'checklist'. */
export const listV2ItemsSchema = listItemsAt(1);

export const COUNTER_TYPES = [
  'numeric',
  'lower-roman',
  'upper-roman',
  'lower-alpha',
  'upper-alpha',
] as const;

export const listV2DataSchema = z.object({
  style: z.enum(['ordered', 'unordered', 'checklist']),
  /** Ordered lists: where counting starts and how; nothing else is kept. */
  meta: z
    .strictObject({
      counterType: z.enum(COUNTER_TYPES).optional(),
      start: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    })
    .optional(),
  items: listV2ItemsSchema,
});

/** Tell the two list shapes apart: v2 items are objects, v1 items are strings. */
export function isListV2(
  data: z.infer<typeof listV1DataSchema> | z.infer<typeof listV2DataSchema>,
): data is z.infer<typeof listV2DataSchema> {
  return data.items.length > 0 && typeof data.items[0] === 'object';
}

export const listBlockSchema = z.object({
  ...blockBase,
  type: z.literal('list'),
  // v1 first: an empty item list parses as v1 and renders nothing either way.
  data: z.union([listV1DataSchema, listV2DataSchema]),
});

export const checklistBlockSchema = z.object({
  ...blockBase,
  type: z.literal('checklist'),
  data: z.object({
    items: z.array(z.object({ text, checked: z.boolean() })).max(ITEMS_MAX),
  }),
});

export const imageBlockSchema = z.object({
  ...blockBase,
  type: z.literal('image'),
  data: z.object({
    /** url: a full https link or a media path on this site (/media/…; siteMediaPath). */
    file: z.object({ url }).loose(),
    caption: text.optional(),
    /** Alternative text the editor asks for (plain text); the renderer's img alt. */
    alt: z.string().max(1000).optional(),
    withBorder: z.boolean().optional(),
    stretched: z.boolean().optional(),
    withBackground: z.boolean().optional(),
  }),
});

export const attachesBlockSchema = z.object({
  ...blockBase,
  type: z.literal('attaches'),
  data: z.object({
    file: z
      .object({
        url,
        /** Bytes; shown in MiB from 1,000,000 bytes, else KiB, one decimal (SPEC §9). */
        size: z.number().int().min(0).optional(),
        name: z.string().max(255).optional(),
        extension: z.string().max(32).optional(),
        title: z.string().max(255).optional(),
      })
      .loose(),
    /** The official attaches tool keeps the title here; SPEC §3 lists it in file. Read either. */
    title: z.string().max(255).optional(),
  }),
});

export const editorBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema,
  headerBlockSchema,
  embedBlockSchema,
  listBlockSchema,
  checklistBlockSchema,
  imageBlockSchema,
  attachesBlockSchema,
]);
export type EditorBlock = z.infer<typeof editorBlockSchema>;
export type EditorBlockType = EditorBlock['type'];

export const BLOCKS_MAX = 1000;

/** Strict: a document a save may store. */
export const editorDocumentSchema = z.object({
  time: z.number().optional(),
  blocks: z.array(editorBlockSchema).max(BLOCKS_MAX),
  version: z.string().max(32).optional(),
});
export type EditorDocument = z.infer<typeof editorDocumentSchema>;

/** Lenient: what GET endpoints return as `body`. Parse each block with editorBlockSchema. */
export const storedEditorDocumentSchema = z.object({
  time: z.number().optional(),
  blocks: z.array(
    z
      .object({
        id: z.string().optional(),
        type: z.string(),
        data: z.record(z.string(), z.unknown()),
        tunes: z.record(z.string(), z.unknown()).optional(),
      })
      .loose(),
  ),
  version: z.string().optional(),
});
export type StoredEditorDocument = z.infer<typeof storedEditorDocumentSchema>;

/**
 * `body` on the wire (SPEC §3): the editor document serialised as a JSON string, as Editor.js
 * clients read and write it. Parse it with parseEditorBody.
 */
export const editorBodySchema = z.string({
  error: 'The body must be the editor document as a JSON string.',
});

/** The document in a `body` string; an unreadable one reads as empty (nothing to show). */
export function parseEditorBody(body: string): StoredEditorDocument {
  try {
    const parsed = storedEditorDocumentSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : { blocks: [] };
  } catch {
    return { blocks: [] };
  }
}

/** Where this site serves media from; the only site paths an image or attachment may use. */
export const SITE_MEDIA_PREFIX = '/media/';
const LOCAL_ORIGIN = 'https://local.invalid';

/**
 * A site path an image or attachment may point at: under /media/ once the browser has
 * resolved it (so `/media/../api/…` and `%2e%2e` tricks are refused), printable ASCII, never
 * `//host`. Anything else on the site (an API call, a page) would be fetched by every
 * reader's browser with their cookies. Returns the resolved path, or null.
 */
export function siteMediaPath(raw: string): string | null {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.length > 2048 || !/^[\x21-\x7e]+$/.test(value)) return null;
  try {
    const url = new URL(value, LOCAL_ORIGIN);
    if (url.origin !== LOCAL_ORIGIN || !url.pathname.startsWith(SITE_MEDIA_PREFIX)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
