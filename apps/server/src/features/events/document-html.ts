// An event's details written in the block editor, as the HTML its `details` field has always
// carried (the allow-list of sanitise-html.ts applies after): for the calendar file's text,
// the calendar links and any reader that knows only `details`. The page itself renders the
// document (`body`) with the articles' renderer. Block text is the editor's inline HTML,
// already cleaned on save; sanitising the result is the second fence.
import type { EditorDocument, ListV2Item } from '@techgold/contracts/editor';

type Block = { type: string; data: Record<string, unknown> };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function listItems(items: unknown[]): string {
  return items
    .map((item) => {
      if (typeof item === 'string') return `<li>${item}</li>`;
      const v2 = item as ListV2Item;
      const nested = v2.items?.length ? `<ul>${listItems(v2.items)}</ul>` : '';
      return `<li>${str(v2.content)}${nested}</li>`;
    })
    .join('');
}

function blockHtml({ type, data }: Block): string {
  switch (type) {
    case 'paragraph':
      return `<p>${str(data.text)}</p>`;
    case 'header': {
      const level = Math.min(Math.max(Number(data.level) || 2, 2), 4);
      return `<h${level}>${str(data.text)}</h${level}>`;
    }
    case 'list': {
      const tag = data.style === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${listItems(Array.isArray(data.items) ? data.items : [])}</${tag}>`;
    }
    default:
      return ''; // images and the rest have no text worth a calendar
  }
}

export function documentHtml(doc: EditorDocument | { blocks: Block[] }): string {
  return (doc.blocks as Block[]).map(blockHtml).join('');
}
