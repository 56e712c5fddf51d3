// The contract's Editor.js schemas against the stored documents: every seeded body must parse
// strictly (so the public renderer never falls back to its placeholder for demo content), and
// embeds must be recomputed from their source, never taken from the stored iframe URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorBlockSchema,
  editorDocumentSchema,
  embedSource,
  isListV2,
  storedEditorDocumentSchema,
} from '@techgold/contracts/editor';
import { insights } from '../../db/schema/insights.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Editor.js contract', () => {
  it('parses every seeded body strictly, covering every block type and both list shapes', async () => {
    const rows = await t.handle.db.select({ body: insights.body }).from(insights);
    const types = new Set<string>();
    const listShapes = new Set<string>();
    for (const { body } of rows) {
      const doc = editorDocumentSchema.parse(body);
      for (const block of doc.blocks) {
        types.add(block.type);
        if (block.type === 'list') listShapes.add(isListV2(block.data) ? 'v2' : 'v1');
      }
    }
    expect([...types].sort()).toEqual(
      ['attaches', 'checklist', 'embed', 'header', 'image', 'list', 'paragraph'].sort(),
    );
    expect([...listShapes].sort()).toEqual(['v1', 'v2']);
  });

  it('refuses out-of-range and unknown blocks strictly, but reads them leniently', () => {
    const bad = [
      { type: 'header', data: { text: 'x', level: 7 } },
      { type: 'list', data: { style: 'sideways', items: [] } },
      { type: 'checklist', data: { items: [{ text: 'x' }] } },
      { type: 'raw', data: { html: '<script>alert(1)</script>' } },
    ];
    for (const block of bad) expect(editorBlockSchema.safeParse(block).success).toBe(false);
    expect(storedEditorDocumentSchema.safeParse({ blocks: bad }).success).toBe(true);
  });

  it('recomputes embed iframes from the source URL against the allow-list', () => {
    expect(embedSource({ source: 'https://www.youtube.com/watch?v=TGdemo00001' })).toEqual({
      service: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/TGdemo00001',
      width: 580,
      height: 320,
    });
    expect(
      embedSource({ source: 'https://youtu.be/TGdemo00001', width: 600, height: 366 }),
    ).toMatchObject({ width: 600, height: 366 });
    expect(embedSource({ source: 'https://vimeo.com/900000001' })?.src).toBe(
      'https://player.vimeo.com/video/900000001',
    );
    for (const source of [
      'http://www.youtube.com/watch?v=TGdemo00001',
      'https://evil.test/watch?v=TGdemo00001',
      'https://www.youtube.com.evil.test/watch?v=x',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v="><script>',
      'not a url',
    ]) {
      expect(embedSource({ source })).toBeNull();
    }
  });
});
