// The document an event's details editor starts from: the one it wrote, or, for an event whose
// details are HTML from before, that HTML read block by block (paragraphs, headings, lists),
// so saving it keeps the words and turns them into blocks. Read in the browser only (the
// editor never runs on the server): on the server it is an empty document.
import type { OutputData } from '@editorjs/editorjs';
import { toEditorDocument } from '~/components/block-editor/editor-document';

const EMPTY: OutputData = { blocks: [] };

type Block = OutputData['blocks'][number];

function blockOf(el: Element): Block | null {
  const tag = el.tagName.toLowerCase();
  if (/^h[1-6]$/.test(tag)) {
    return { type: 'header', data: { text: el.innerHTML, level: Math.max(2, Number(tag[1])) } };
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = [...el.children].filter((li) => li.tagName === 'LI').map((li) => li.innerHTML);
    return { type: 'list', data: { style: tag === 'ol' ? 'ordered' : 'unordered', items } };
  }
  if (tag === 'img') return null; // images from before were links elsewhere: not uploads
  const text = el.innerHTML.trim();
  return text ? { type: 'paragraph', data: { text } } : null;
}

export function htmlToDocument(html: string): OutputData {
  if (typeof DOMParser === 'undefined') return EMPTY;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks: Block[] = [];
  let loose = '';
  const flush = () => {
    if (loose.trim()) blocks.push({ type: 'paragraph', data: { text: loose.trim() } });
    loose = '';
  };
  for (const node of body.childNodes) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      if (
        ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'img', 'div'].includes(
          el.tagName.toLowerCase(),
        )
      ) {
        flush();
        const block = blockOf(el);
        if (block) blocks.push(block);
        continue;
      }
      loose += el.outerHTML;
    } else if (node.nodeType === Node.TEXT_NODE) {
      loose += (node.textContent ?? '').replace(
        /[&<>]/g,
        (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`,
      );
    }
  }
  flush();
  return { blocks };
}

export function detailsDocument(
  event: { details: string | null; details_html: string | null } | null,
): OutputData {
  if (event?.details) return toEditorDocument(event.details);
  if (event?.details_html) return htmlToDocument(event.details_html);
  return EMPTY;
}
