// The newsletter's body (a cleaned Editor.js document: paragraphs, headers, lists, images)
// as email HTML, web HTML and plain text. The document's inline HTML was allow-listed when it
// was saved (bold, italic, links…); every other value is escaped here. Emails get inline
// styles (mail clients drop style sheets) and absolute image addresses.
import {
  editorBlockSchema,
  isListV2,
  type EditorDocument,
  type ListV2Item,
} from '@techgold/contracts/editor';
import { esc } from './email-layout.ts';

type Mode = 'email' | 'web';

const styles = {
  email: {
    p: 'margin:0 0 16px;line-height:1.5',
    h: 'margin:24px 0 12px;line-height:1.3',
    list: 'margin:0 0 16px;padding-left:24px;line-height:1.5',
    img: 'max-width:100%;height:auto;border:0',
    caption: 'margin:4px 0 16px;font-size:13px;color:#4a5568',
    figure: 'margin:0 0 16px',
  },
  web: { p: '', h: '', list: '', img: '', caption: '', figure: '' },
} as const;

const attr = (mode: Mode, key: keyof (typeof styles)['email']) =>
  mode === 'email' ? ` style="${styles.email[key]}"` : '';

function listItems(items: ListV2Item[], ordered: boolean, mode: Mode): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}${attr(mode, 'list')}>${items
    .map(
      (item) =>
        `<li>${item.content}${item.items.length ? listItems(item.items, ordered, mode) : ''}</li>`,
    )
    .join('')}</${tag}>`;
}

/** The document as HTML. `baseUrl` makes site media paths absolute (emails). */
export function renderNewsletterHtml(doc: EditorDocument, mode: Mode, baseUrl: string): string {
  const out: string[] = [];
  for (const raw of doc.blocks) {
    const parsed = editorBlockSchema.safeParse(raw);
    if (!parsed.success) continue;
    const block = parsed.data;
    switch (block.type) {
      case 'paragraph':
        out.push(`<p${attr(mode, 'p')}>${block.data.text}</p>`);
        break;
      case 'header': {
        // The email's and page's own title is the h1: the body's headings start at h2.
        const level = Math.min(6, Math.max(2, block.data.level ?? 2));
        out.push(`<h${level}${attr(mode, 'h')}>${block.data.text}</h${level}>`);
        break;
      }
      case 'list': {
        const ordered = block.data.style === 'ordered';
        if (isListV2(block.data)) out.push(listItems(block.data.items, ordered, mode));
        else
          out.push(
            listItems(
              block.data.items.map((content) => ({ content, items: [] })),
              ordered,
              mode,
            ),
          );
        break;
      }
      case 'image': {
        const url = block.data.file.url;
        const src = url.startsWith('/') ? baseUrl + url : url;
        const alt = block.data.alt ?? '';
        const caption = block.data.caption
          ? `<figcaption${attr(mode, 'caption')}>${block.data.caption}</figcaption>`
          : '';
        out.push(
          `<figure${attr(mode, 'figure')}><img src="${esc(src)}" alt="${esc(alt)}"${attr(mode, 'img')}>${caption}</figure>`,
        );
        break;
      }
      default:
        break; // not a newsletter block: never saved (the service refuses it)
    }
  }
  return out.join('\n');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Inline HTML as plain text: tags dropped, links kept as "text (url)". */
function inlineText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_m, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
}

function listText(items: ListV2Item[], ordered: boolean, depth: number): string[] {
  return items.flatMap((item, n) => [
    `${'  '.repeat(depth)}${ordered ? `${n + 1}.` : '-'} ${inlineText(item.content)}`,
    ...listText(item.items, ordered, depth + 1),
  ]);
}

/** The document as plain text (the email's text part). */
export function renderNewsletterText(doc: EditorDocument, baseUrl: string): string {
  const out: string[] = [];
  for (const raw of doc.blocks) {
    const parsed = editorBlockSchema.safeParse(raw);
    if (!parsed.success) continue;
    const block = parsed.data;
    if (block.type === 'paragraph') out.push(inlineText(block.data.text));
    else if (block.type === 'header') out.push(inlineText(block.data.text).toUpperCase());
    else if (block.type === 'list') {
      const ordered = block.data.style === 'ordered';
      const items = isListV2(block.data)
        ? block.data.items
        : block.data.items.map((content) => ({ content, items: [] }));
      out.push(listText(items, ordered, 0).join('\n'));
    } else if (block.type === 'image') {
      const url = block.data.file.url;
      out.push(`[${block.data.alt || 'Image'}: ${url.startsWith('/') ? baseUrl + url : url}]`);
    }
  }
  return out.join('\n\n');
}

export interface NewsletterEmailParts {
  subject: string;
  doc: EditorDocument;
  baseUrl: string;
  /** The web version; null in a preview of a draft (it has no page yet). */
  webUrl: string | null;
  /** The unsubscribe page a person opens (its button posts the one-click address). */
  unsubscribeUrl: string;
  /** Shown above the content of a test copy. */
  testNote?: string;
}

/** The whole email: HTML and text with the web-version and unsubscribe links. */
export function newsletterEmail(parts: NewsletterEmailParts): { html: string; text: string } {
  const { subject, doc, baseUrl, webUrl, unsubscribeUrl, testNote } = parts;
  const web = webUrl
    ? `<p style="margin:0 0 16px;font-size:13px;color:#4a5568"><a href="${esc(webUrl)}" style="color:#12284c">View this newsletter in your browser</a></p>`
    : '';
  const note = testNote
    ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fff7d6;border-radius:4px">${esc(testNote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${note}${web}<h1 style="font-size:24px;margin:0 0 16px">${esc(subject)}</h1>
${renderNewsletterHtml(doc, 'email', baseUrl)}
<hr style="border:0;border-top:1px solid #e2e8f0;margin:32px 0 16px">
<p style="margin:0 0 8px;font-size:13px;color:#4a5568">You are receiving this because you subscribed to the Tech Industry Gold newsletter or chose to hear from us in your account.</p>
<p style="margin:0;font-size:13px;color:#4a5568"><a href="${esc(unsubscribeUrl)}" style="color:#12284c">Unsubscribe</a> · Tech Industry Gold</p>
</div></body></html>`;
  const text = [
    testNote ?? '',
    webUrl ? `View this newsletter in your browser: ${webUrl}` : '',
    '',
    subject,
    '',
    renderNewsletterText(doc, baseUrl),
    '',
    '--',
    'You are receiving this because you subscribed to the Tech Industry Gold newsletter or chose to hear from us in your account.',
    `Unsubscribe: ${unsubscribeUrl}`,
  ]
    .join('\n')
    .trim();
  return { html, text };
}
