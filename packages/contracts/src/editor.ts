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
import { z } from 'zod';

const TEXT_MAX = 20_000;
const ITEMS_MAX = 200;
const url = z.string().max(2048);
const text = z.string().max(TEXT_MAX);

/** Editor.js gives each block a short random id; keep it optional for older documents. */
const blockBase = {
  id: z.string().max(64).optional(),
  tunes: z.record(z.string(), z.unknown()).optional(),
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

export interface ListV2Item {
  content: string;
  meta?: Record<string, unknown>;
  items: ListV2Item[];
}

/** list-v2 (Editor.js list 2.x): nested items `{content, meta, items}`; style may be 'checklist'. */
export const listV2ItemSchema: z.ZodType<ListV2Item> = z.lazy(() =>
  z.object({
    content: text,
    meta: z.record(z.string(), z.unknown()).optional(),
    items: z.array(listV2ItemSchema).max(ITEMS_MAX),
  }),
);

export const listV2DataSchema = z.object({
  style: z.enum(['ordered', 'unordered', 'checklist']),
  /** e.g. { counterType: 'numeric', start: 1 } for ordered lists. */
  meta: z.record(z.string(), z.unknown()).optional(),
  items: z.array(listV2ItemSchema).max(ITEMS_MAX),
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
    /** url: a full https link or a path on this site (e.g. /media/…). */
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
export const editorBodySchema = z.string();

/** The document in a `body` string; an unreadable one reads as empty (nothing to show). */
export function parseEditorBody(body: string): StoredEditorDocument {
  try {
    const parsed = storedEditorDocumentSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : { blocks: [] };
  } catch {
    return { blocks: [] };
  }
}
