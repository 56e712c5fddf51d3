import type { OutputData } from '@editorjs/editorjs';
import { parseEditorBody } from '@techgold/contracts/editor';
import { editorEmbedSrc } from '~/components/editor-renderer/embed-source';

/**
 * A stored body as the block editor takes it. Embeds get back the iframe address the server
 * dropped (it keeps only the link); without it the embed tool frames "undefined".
 */
export function toEditorDocument(body: string): OutputData {
  const document = parseEditorBody(body) as OutputData;
  return {
    ...document,
    blocks: document.blocks.map((block) =>
      block.type === 'embed'
        ? {
            ...block,
            data: { ...block.data, embed: editorEmbedSrc(block.data as { source?: unknown }) },
          }
        : block,
    ),
  };
}
