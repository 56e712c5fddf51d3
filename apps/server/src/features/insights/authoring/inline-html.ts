// Inline HTML inside editor text fields (paragraphs, headers, list items, captions): what
// Editor.js's inline tools write — b, i, strong, em, u, code, mark, br and links.
//
// Two passes. `inlineProblems` reads the HTML as a browser would (htmlparser2) and names
// anything hostile — script-bearing elements, event-handler attributes, links that are not
// https:/mailto:, a link with whitespace in it — so the save is refused with a message rather
// than silently changed. `cleanInline` then cuts what is left down to the allow-list with
// sanitize-html, so even an input the first pass missed cannot carry markup through.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

export const INLINE_TAGS = ['b', 'i', 'strong', 'em', 'u', 'code', 'mark', 'br', 'a'] as const;

// Elements that carry scripts, load resources or take input: never part of prose.
const HOSTILE = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'template',
  'noscript',
  'portal',
]);

export const LINK_WITH_SPACE = 'Pasted link is not valid.';
export const HOSTILE_MARKUP = 'Remove scripts, embedded content and event handlers from the text.';
export const LINK_SCHEME = 'Links must start with https:// or mailto:.';

// Browsers drop leading/trailing C0 controls and spaces, and tabs and newlines anywhere.
// eslint-disable-next-line no-control-regex -- exactly those characters
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_NL = /[\t\n\r]/g;

/**
 * The href a link may keep, or null. `http:` is upgraded to `https:`: Editor.js's link tool
 * writes `http://` in front of a bare domain, and refusing every such link would be hostile
 * to authors while keeping http: would break the https-only rule.
 */
export function allowedHref(raw: string): string | null {
  const value = raw.replace(EDGES, '').replace(TAB_NL, '');
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) {
      url.protocol = 'https:';
      return url.href;
    }
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return url.href;
  } catch {
    // Relative or malformed: not a link.
  }
  return null;
}

/** The first problem with this inline HTML, or null when it may be saved. */
export function inlineProblem(html: string): string | null {
  if (!html.includes('<') && !html.includes('&')) return null;
  let problem: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (problem) return;
        if (HOSTILE.has(name) || Object.keys(attribs).some((a) => a.startsWith('on'))) {
          problem = HOSTILE_MARKUP;
        } else if (name === 'a' && attribs.href !== undefined) {
          const href = attribs.href.trim();
          if (/\s/.test(href)) problem = LINK_WITH_SPACE;
          else if (allowedHref(href) === null) problem = LINK_SCHEME;
        }
      },
      onprocessinginstruction() {
        problem ??= HOSTILE_MARKUP;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problem;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = allowedHref(attribs.href ?? '');
      const kept: sanitizeHtml.Attributes = href ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
  // A link left without an href keeps its text but loses its tag.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The inline HTML cut down to the allow-list (text is kept; everything else goes). */
export function cleanInline(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return sanitizeHtml(html, OPTIONS);
}
