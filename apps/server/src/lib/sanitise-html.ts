// Event descriptions come from the events platform (or the staff console) as HTML written by
// people we do not control; the console and the sync store it through this on save, and
// members' pages render the result as HTML (GET /api/event/{id} `details`, sanitised again on
// read). The allow-list is what an article's blocks render to (paragraphs, headings 2-4,
// lists, quotes, images, and the editor's inline b, i, u, strong, em, code, mark, br and
// links — features/insights/authoring/inline-html.ts), so it is cut down here, on
// the server, to an allow-list: anything not named below is dropped (script, style and iframe
// with their content; other tags keep their text), and no attribute survives except a link's
// href and an image's src and alt. Links and images are allow-listed by scheme on the decoded
// value, so entity and whitespace tricks (`jav&#x09;ascript:`) cannot slip through.
import sanitizeHtml from 'sanitize-html';

const HTTPS = /^https:\/\/[^\s/]/i;
const LINK = /^(https:\/\/[^\s/]|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'code',
    'mark',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Dropped with everything inside them, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  // Links keep only an https or mailto href and open in a new tab without handing the opener
  // or the referrer to the other site; images keep only an https src and their alt text.
  // (Renaming a tag here instead would hit a sanitize-html 2.17 bug: a renamed, discarded tag
  // leaves its new name to the next closing tag at the same depth.)
  transformTags: {
    // The page has its own h1; a description's top heading becomes the next level down.
    h1: sanitizeHtml.simpleTransform('h2', {}),
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = LINK.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const kept: sanitizeHtml.Attributes = HTTPS.test(src) ? { src, alt: attribs.alt ?? '' } : {};
      return { tagName, attribs: kept };
    },
  },
  // A link left without an href loses its tag but keeps its text; an image without a src goes.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** The description as safe HTML for the event page; empty text for none. */
export function sanitiseDetails(html: string | null): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
