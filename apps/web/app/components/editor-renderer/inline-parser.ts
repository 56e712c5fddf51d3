// Parses the inline HTML Editor.js keeps in text fields into a tree that holds ONLY the
// allow-listed tags (b, i, strong, em, u, a, br, code, mark) and text. Everything else is
// unwrapped (its text kept) or, for script-like elements, dropped with its content. Nothing
// from the input ever reaches the DOM as markup: React renders the tree, escaping all text.
import { decodeEntities } from './entities';
import { safeLinkHref } from './safe-url';

type InlineTag = 'b' | 'i' | 'strong' | 'em' | 'u' | 'a' | 'br' | 'code' | 'mark';
interface InlineElement {
  tag: InlineTag;
  /** Only on `a`, and only when safe (https:, mailto:). */
  href?: string;
  children: InlineNode[];
}
export type InlineNode = string | InlineElement;

const ALLOWED = new Set<string>(['b', 'i', 'strong', 'em', 'u', 'a', 'br', 'code', 'mark']);
// Raw-text and script-bearing elements: their content is code or markup, never prose.
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);
const MAX_DEPTH = 20;

interface Tag {
  name: string;
  closing: boolean;
  attrs: Record<string, string>;
  end: number;
}

/** Reads `<name attr=…>` at `start`; null when it is not a complete tag (shown as text). */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(start, start + 80));
  if (!head) return null;
  const attrs: Record<string, string> = {};
  let j = start + head[0].length;
  while (j < html.length) {
    const c = html[j]!;
    if (c === '>') return { name: head[2]!.toLowerCase(), closing: !!head[1], attrs, end: j + 1 };
    if (/[\s/]/.test(c)) {
      j += 1;
      continue;
    }
    const nameMatch = /^[^\s/>][^\s/>=]*/.exec(html.slice(j, j + 200));
    const name = nameMatch ? nameMatch[0].toLowerCase() : c;
    j += nameMatch ? nameMatch[0].length : 1;
    while (j < html.length && /\s/.test(html[j]!)) j += 1;
    let value = '';
    if (html[j] === '=') {
      j += 1;
      while (j < html.length && /\s/.test(html[j]!)) j += 1;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return null;
        value = html.slice(j + 1, close);
        j = close + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(j))![0];
        value = unquoted;
        j += unquoted.length;
      }
    }
    if (!(name in attrs)) attrs[name] = value;
  }
  return null;
}

export function parseInline(html: unknown): InlineNode[] {
  if (typeof html !== 'string' || !html) return [];
  const root: InlineElement = { tag: 'b', children: [] };
  const stack: InlineElement[] = [root];
  let text = '';
  const flush = () => {
    if (text) stack[stack.length - 1]!.children.push(decodeEntities(text));
    text = '';
  };
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    flush();
    if (tag.closing) {
      const at = stack.findLastIndex((el, k) => k > 0 && el.tag === tag.name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, i);
      const end = close === -1 ? -1 : html.indexOf('>', close);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    const parent = stack[stack.length - 1]!;
    if (tag.name === 'br') {
      parent.children.push({ tag: 'br', children: [] });
      continue;
    }
    // No links inside links, and a sane nesting depth.
    if (tag.name === 'a' && stack.some((el, k) => k > 0 && el.tag === 'a')) continue;
    if (stack.length > MAX_DEPTH) continue;
    const element: InlineElement = { tag: tag.name as InlineTag, children: [] };
    if (tag.name === 'a') {
      const href = safeLinkHref(decodeEntities(tag.attrs.href ?? ''));
      if (href) element.href = href;
    }
    parent.children.push(element);
    stack.push(element);
  }
  flush();
  return root.children;
}

/** The visible text of inline HTML (for alt text, titles, meta descriptions). */
export function inlineText(html: unknown): string {
  const walk = (nodes: InlineNode[]): string =>
    nodes
      .map((node) =>
        typeof node === 'string' ? node : node.tag === 'br' ? ' ' : walk(node.children),
      )
      .join('');
  return walk(parseInline(html)).replace(/\s+/g, ' ').trim();
}
