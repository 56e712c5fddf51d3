import { describe, expect, it } from 'vitest';
import { detailsDocument, htmlToDocument } from './details-document';

// An event whose details are HTML from before opens in the block editor as blocks, so saving
// it keeps the words: paragraphs stay paragraphs (not one run-together block), headings and
// lists keep their kind, loose text becomes a paragraph, and images from elsewhere are left.

describe('details HTML from before, read into the editor', () => {
  it('keeps paragraphs apart, headings and lists as such', () => {
    const doc = htmlToDocument(
      '<h2>Agenda</h2><p>First <b>talk</b>.</p><p>Second talk.</p><ul><li>Tea</li><li>Cake</li></ul>Loose words<img src="https://x.example/a.png" alt="">',
    );
    expect(doc.blocks).toEqual([
      { type: 'header', data: { text: 'Agenda', level: 2 } },
      { type: 'paragraph', data: { text: 'First <b>talk</b>.' } },
      { type: 'paragraph', data: { text: 'Second talk.' } },
      { type: 'list', data: { style: 'unordered', items: ['Tea', 'Cake'] } },
      { type: 'paragraph', data: { text: 'Loose words' } },
    ]);
  });

  it('prefers the editor’s own document, and starts empty with neither', () => {
    const body = JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Mine' } }] });
    expect(detailsDocument({ details: body, details_html: '<p>Old</p>' }).blocks).toEqual([
      { type: 'paragraph', data: { text: 'Mine' } },
    ]);
    expect(detailsDocument(null).blocks).toEqual([]);
  });
});
