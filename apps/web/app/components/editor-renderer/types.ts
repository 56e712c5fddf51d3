// What the renderer draws: blocks the loader has already validated and prepared on the server
// (parse-blocks.ts). Inline HTML arrives parsed into allow-listed nodes, URLs arrive checked and
// embeds arrive resolved, so the browser bundle carries no parser, only drawing code.
import type { EmbedTarget } from './embed-source';
import type { InlineNode } from './inline-parser';

export type { InlineNode };

/** Parsed inline rich text; empty when the field has no visible text. */
export type Inline = InlineNode[];

export type ListStyle = 'ordered' | 'unordered' | 'checklist';

export interface RenderListItem {
  content: Inline;
  checked: boolean;
  items: RenderListItem[];
}

type Block<T extends string, D> = { type: T; id?: string } & D;

export type RenderBlock =
  | Block<'paragraph', { text: Inline }>
  /** `level` is the author's (1–6); the renderer maps it onto the page's outline. */
  | Block<'header', { text: Inline; level: number }>
  | Block<
      'list',
      {
        style: ListStyle;
        /** CSS list-style-type of an ordered list. */
        counter: string;
        start?: number;
        items: RenderListItem[];
      }
    >
  | Block<'checklist', { items: Array<{ text: Inline; checked: boolean }> }>
  | Block<
      'image',
      {
        src: string;
        caption: Inline;
        /** The author's description; '' marks the picture decorative. */
        alt: string;
        withBorder: boolean;
        stretched: boolean;
        withBackground: boolean;
      }
    >
  | Block<
      'attaches',
      { href: string | null; title: string; name?: string; size: string | null; ext: string }
    >
  | Block<'embed', { target: EmbedTarget; caption: Inline; captionText: string }>
  /** An embed from a service we do not embed: a plain link to what the author pasted. */
  | Block<'embed-link', { href: string; text: string }>
  | Block<'invalid', object>;
