// The read-only renderer for Editor.js bodies (SPEC §3): plain React, no Editor.js code.
// Loaders validate and prepare the stored JSON with toRenderBlocks (parse-blocks.ts, on the
// server): text arrives as allow-listed inline nodes, URLs checked, embeds resolved.
import { createElement } from 'react';
import { ChecklistBlock, ListBlock } from './list-blocks';
import {
  AttachesBlock,
  EmbedBlock,
  EmbedLinkBlock,
  ImageBlock,
  UnknownBlock,
} from './media-blocks';
import { InlineHtml } from './inline-html';
import type { RenderBlock } from './types';

const headingClass: Record<number, string> = {
  2: 'mt-10 mb-4 text-2xl font-bold tracking-tight text-navy-950 md:text-3xl',
  3: 'mt-8 mb-3 text-xl font-bold text-navy-950 md:text-2xl',
  4: 'mt-6 mb-2 text-lg font-bold text-navy-950',
  5: 'mt-6 mb-2 text-base font-bold text-navy-950',
  6: 'mt-6 mb-2 text-base font-semibold text-slate-800',
};

/**
 * The page already has its h1 (the title), so the body's headings start at h2 and never skip
 * a level (h2 → h4): each is at most one deeper than the one before. The author's level is
 * kept in data-level.
 */
function headingLevels(blocks: RenderBlock[]): Map<number, number> {
  const levels = new Map<number, number>();
  let previous = 1;
  blocks.forEach((block, index) => {
    if (block.type !== 'header') return;
    const wanted = block.level;
    const level = Math.min(Math.max(wanted, 2), previous + 1, 6);
    levels.set(index, level);
    previous = level;
  });
  return levels;
}

function Block({ block, level }: { block: RenderBlock; level: number | undefined }) {
  switch (block.type) {
    case 'paragraph':
      return block.text.length ? (
        <p data-block="paragraph" className="my-5">
          <InlineHtml nodes={block.text} />
        </p>
      ) : null;
    case 'header': {
      if (!block.text.length) return null;
      const h = level ?? 2;
      return createElement(
        `h${h}`,
        { 'data-block': 'header', 'data-level': block.level, className: headingClass[h] },
        <InlineHtml nodes={block.text} />,
      );
    }
    case 'list':
      return <ListBlock block={block} />;
    case 'checklist':
      return <ChecklistBlock items={block.items} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'attaches':
      return <AttachesBlock block={block} />;
    case 'embed':
      return <EmbedBlock block={block} />;
    case 'embed-link':
      return <EmbedLinkBlock block={block} />;
    default:
      return <UnknownBlock />;
  }
}

export function EditorContent({ blocks }: { blocks: RenderBlock[] }) {
  const levels = headingLevels(blocks);
  return (
    <div className="text-lg leading-relaxed text-slate-800">
      {blocks.map((block, index) => (
        <Block key={`${index}:${block.id ?? ''}`} block={block} level={levels.get(index)} />
      ))}
    </div>
  );
}
