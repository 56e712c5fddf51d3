// Validates a stored Editor.js body block by block (SPEC §3) and prepares it for drawing.
// Loaders call this on the server, so zod, the inline-HTML parser, the URL checks and the embed
// allow-list never ship to the browser: the renderer receives only allow-listed inline nodes,
// checked URLs and resolved embeds (types.ts). A block that fails validation is 'invalid'.
import {
  LIST_DEPTH_MAX,
  editorBlockSchema,
  isListV2,
  type EditorBlock,
  type ListV2Item,
} from '@techgold/contracts/editor';
import { embedTarget } from './embed-source';
import { extensionLabel, formatFileSize } from './format';
import { inlineText, parseInline } from './inline-parser';
import { safeLinkHref, safeMediaUrl } from './safe-url';
import type { Inline, RenderBlock, RenderListItem } from './types';

const counterStyle: Partial<Record<string, string>> = {
  numeric: 'decimal',
  'lower-roman': 'lower-roman',
  'upper-roman': 'upper-roman',
  'lower-alpha': 'lower-alpha',
  'upper-alpha': 'upper-alpha',
};

function blocksOf(body: unknown): unknown[] {
  let doc = body;
  if (typeof doc === 'string') {
    try {
      doc = JSON.parse(doc);
    } catch {
      return [];
    }
  }
  if (doc && typeof doc === 'object' && Array.isArray((doc as { blocks?: unknown }).blocks)) {
    return (doc as { blocks: unknown[] }).blocks;
  }
  return [];
}

/** Inline HTML parsed, or nothing at all when it has no visible text. */
const visible = (html: unknown): Inline => (inlineText(html) ? parseInline(html) : []);

function listItem(item: ListV2Item, depth: number): RenderListItem {
  return {
    content: parseInline(item.content),
    checked: item.meta?.checked === true,
    items:
      depth < LIST_DEPTH_MAX ? (item.items ?? []).map((child) => listItem(child, depth + 1)) : [],
  };
}

function prepare(block: EditorBlock): RenderBlock {
  const id = block.id;
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', id, text: visible(block.data.text) };
    case 'header':
      return { type: 'header', id, text: visible(block.data.text), level: block.data.level ?? 2 };
    case 'list': {
      const { data } = block;
      const meta = isListV2(data) ? data.meta : undefined;
      return {
        type: 'list',
        id,
        style: data.style,
        counter: counterStyle[String(meta?.counterType ?? 'numeric')] ?? 'decimal',
        start: typeof meta?.start === 'number' ? meta.start : undefined,
        items: isListV2(data)
          ? data.items.map((item) => listItem(item, 1))
          : data.items.map((html) => ({ content: parseInline(html), checked: false, items: [] })),
      };
    }
    case 'checklist':
      return {
        type: 'checklist',
        id,
        items: block.data.items.map((item) => ({
          text: parseInline(item.text),
          checked: item.checked,
        })),
      };
    case 'image': {
      const src = safeMediaUrl(block.data.file.url);
      if (!src) return { type: 'invalid', id };
      return {
        type: 'image',
        id,
        src,
        caption: visible(block.data.caption),
        alt: block.data.alt?.trim() ?? '',
        withBorder: block.data.withBorder === true,
        stretched: block.data.stretched === true,
        withBackground: block.data.withBackground === true,
      };
    }
    case 'attaches': {
      const { file } = block.data;
      return {
        type: 'attaches',
        id,
        href: safeMediaUrl(file.url),
        title: inlineText(block.data.title || file.title || file.name || '') || 'Attachment',
        name: file.name,
        size: formatFileSize(file.size),
        ext: extensionLabel(file.extension, file.name),
      };
    }
    case 'embed': {
      const target = embedTarget(block.data);
      const captionText = block.data.caption ? inlineText(block.data.caption) : '';
      if (target) {
        return {
          type: 'embed',
          id,
          target,
          caption: block.data.caption ? parseInline(block.data.caption) : [],
          captionText,
        };
      }
      // Not an allow-listed service: at most a plain https link to what the author pasted.
      const href = safeLinkHref(block.data.source);
      if (!href) return { type: 'invalid', id };
      return { type: 'embed-link', id, href, text: captionText || new URL(href).hostname };
    }
  }
}

export function toRenderBlocks(body: unknown): RenderBlock[] {
  return blocksOf(body).map((block) => {
    const parsed = editorBlockSchema.safeParse(block);
    if (parsed.success) return prepare(parsed.data);
    const id = (block as { id?: unknown } | null)?.id;
    return { type: 'invalid', id: typeof id === 'string' ? id : undefined };
  });
}
