// The contract's Editor.js schemas against the stored documents: every seeded body must parse
// strictly (so the public renderer never falls back to its placeholder for demo content).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorBlockSchema,
  editorDocumentSchema,
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
});
