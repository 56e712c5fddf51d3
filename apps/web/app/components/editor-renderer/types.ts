import type { EditorBlock } from '@techgold/contracts/editor';

/** A block the renderer can draw: a schema-valid block, or one that failed validation. */
export type RenderBlock = EditorBlock | { type: 'invalid'; id?: string };
