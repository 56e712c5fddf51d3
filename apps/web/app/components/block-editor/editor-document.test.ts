import { describe, expect, it } from 'vitest';
import { toEditorDocument } from './editor-document';

describe('toEditorDocument', () => {
  it('gives embeds back an iframe address built from their link, without autoplay', () => {
    const body = JSON.stringify({
      time: 1,
      version: '2.31.0',
      blocks: [
        { id: 'a', type: 'paragraph', data: { text: 'Hi' } },
        {
          id: 'b',
          type: 'embed',
          data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
        },
        {
          id: 'c',
          type: 'embed',
          data: { service: 'youtube', source: 'https://evil.example/watch?v=M7lc1UVf-VE' },
        },
      ],
    });
    const { blocks } = toEditorDocument(body);
    expect(blocks[0]).toEqual({ id: 'a', type: 'paragraph', data: { text: 'Hi' } });
    expect(blocks[1]!.data.embed).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0');
    expect(blocks[2]!.data.embed).toBeUndefined();
  });
});
