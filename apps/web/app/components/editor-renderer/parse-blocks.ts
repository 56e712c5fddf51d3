// Validates a stored Editor.js body block by block (SPEC §3). Loaders call this on the server,
// so zod never ships to the browser; the renderer only sees typed blocks or 'invalid'.
import { editorBlockSchema } from '@techgold/contracts/editor';
import type { RenderBlock } from './types';

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

export function toRenderBlocks(body: unknown): RenderBlock[] {
  return blocksOf(body).map((block) => {
    const parsed = editorBlockSchema.safeParse(block);
    if (parsed.success) return parsed.data;
    const id = (block as { id?: unknown } | null)?.id;
    return { type: 'invalid', id: typeof id === 'string' ? id : undefined };
  });
}
