// A saved insight body: the editor document as a JSON string (SPEC §3), checked and cleaned
// before it is stored. Refused with a 422 naming the block (errors['body.blocks.3.data.text']):
// unreadable JSON, too many bytes or blocks, an unknown block type or field, hostile inline
// HTML, a link that is not https:/mailto:, an embed from a service we do not show, media that
// is neither on this site nor https. Then cleaned, as the editor does on save (SPEC §5):
// empty paragraphs, headers, list and checklist items dropped; a checklist with no items, an
// image without a url and an attachment without a file dropped; inline HTML allow-listed.
import {
  BLOCKS_MAX,
  LIST_DEPTH_MAX,
  editorDocumentSchema,
  isListV2,
  type EditorBlock,
  type EditorDocument,
  type ListV2Item,
} from '@techgold/contracts/editor';
import { INSIGHT_BODY_MAX_BYTES } from '@techgold/contracts/authoring';
import { ValidationError } from '../../../lib/errors.ts';
import { jsonNestsDeeperThan } from '../../../lib/json-depth.ts';
import { allowedHref, cleanInline, inlineProblem } from './inline-html.ts';
import { mediaUrl } from './media-url.ts';

const EMBED_SERVICES = new Set(['youtube', 'vimeo', 'instagram', 'facebook']);
const FIELD = 'body';

export const bodyMessages = {
  unreadable: 'The insight content could not be read. Reload the page and try again.',
  tooLong: `The insight is too long to save. Split it into shorter insights.`,
  tooManyBlocks: `An insight can have at most ${BLOCKS_MAX} blocks.`,
  tooDeep: `The insight content nests too deeply to save. Lists can nest at most ${LIST_DEPTH_MAX} levels.`,
  media: 'Images and files must be uploaded here or linked with https://.',
  embed: 'Only YouTube, Vimeo, Instagram and Facebook links can be embedded.',
} as const;

function refuse(path: string, message: string): never {
  throw new ValidationError({ [path]: [message] }, message);
}

const isBlank = (html: string) => cleanInline(html).replace(/<br\s*\/?>|&nbsp;|\s/g, '') === '';

/** Checks one inline field and returns it cleaned. */
function inline(path: string, html: string): string {
  const problem = inlineProblem(html);
  if (problem) refuse(path, problem);
  return cleanInline(html);
}

function listItemsV2(path: string, items: ListV2Item[]): ListV2Item[] {
  return items
    .map((item, n) => ({
      ...item,
      content: inline(`${path}.${n}.content`, item.content),
      items: listItemsV2(`${path}.${n}.items`, item.items),
    }))
    .filter((item) => !isBlank(item.content) || item.items.length > 0);
}

/** The block cleaned, or null when SPEC §5 drops it. Throws ValidationError on a hostile one. */
function cleanBlock(block: EditorBlock, path: string): EditorBlock | null {
  const data = `${path}.data`;
  switch (block.type) {
    case 'paragraph': {
      const text = inline(`${data}.text`, block.data.text);
      return isBlank(text) ? null : { ...block, data: { text } };
    }
    case 'header': {
      const text = inline(`${data}.text`, block.data.text);
      return isBlank(text) ? null : { ...block, data: { ...block.data, text } };
    }
    case 'list': {
      if (isListV2(block.data)) {
        const items = listItemsV2(`${data}.items`, block.data.items);
        return items.length ? { ...block, data: { ...block.data, items } } : null;
      }
      const items = block.data.items
        .map((item, n) => inline(`${data}.items.${n}`, item))
        .filter((item) => !isBlank(item));
      return items.length ? { ...block, data: { ...block.data, items } } : null;
    }
    case 'checklist': {
      const items = block.data.items
        .map((item, n) => ({ ...item, text: inline(`${data}.items.${n}.text`, item.text) }))
        .filter((item) => !isBlank(item.text));
      return items.length ? { ...block, data: { items } } : null;
    }
    case 'image': {
      if (!block.data.file.url.trim()) return null;
      const url = mediaUrl(block.data.file.url);
      if (!url) refuse(`${data}.file.url`, bodyMessages.media);
      const caption =
        block.data.caption === undefined
          ? undefined
          : inline(`${data}.caption`, block.data.caption);
      return { ...block, data: { ...block.data, file: { ...block.data.file, url }, caption } };
    }
    case 'attaches': {
      if (!block.data.file.url.trim()) return null;
      const url = mediaUrl(block.data.file.url);
      if (!url) refuse(`${data}.file.url`, bodyMessages.media);
      return { ...block, data: { ...block.data, file: { ...block.data.file, url } } };
    }
    case 'embed': {
      const source = allowedHref(block.data.source);
      if (!EMBED_SERVICES.has(block.data.service) || !source?.startsWith('https:')) {
        refuse(`${data}.source`, bodyMessages.embed);
      }
      const caption =
        block.data.caption === undefined
          ? undefined
          : inline(`${data}.caption`, block.data.caption);
      // `embed` (the iframe src the editor computed) is never trusted: renderers rebuild it.
      return { ...block, data: { ...block.data, source, embed: undefined, caption } };
    }
  }
}

/** The document to store, from the body string a save sent. */
export function prepareBody(body: string): EditorDocument {
  if (Buffer.byteLength(body) > INSIGHT_BODY_MAX_BYTES) refuse(FIELD, bodyMessages.tooLong);
  // Before JSON.parse: the body is a string inside the request's JSON, so the request's own
  // depth check never sees how deeply the document nests (lib/json-depth.ts).
  if (jsonNestsDeeperThan(body)) refuse(FIELD, bodyMessages.tooDeep);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    refuse(FIELD, bodyMessages.unreadable);
  }
  const blocks = (json as { blocks?: unknown } | null)?.blocks;
  if (Array.isArray(blocks) && blocks.length > BLOCKS_MAX)
    refuse(FIELD, bodyMessages.tooManyBlocks);

  const parsed = editorDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues.slice(0, 10)) {
      const path = [FIELD, ...issue.path.map(String)].join('.');
      (errors[path] ??= []).push(
        issue.code === 'invalid_union'
          ? 'This kind of block cannot be saved.'
          : issue.code === 'too_big'
            ? 'This block is too long.'
            : issue.message,
      );
    }
    throw new ValidationError(errors, bodyMessages.unreadable);
  }

  const cleaned = parsed.data.blocks
    .map((block, n) => cleanBlock(block, `${FIELD}.blocks.${n}`))
    .filter((block): block is EditorBlock => block !== null);
  return {
    time: parsed.data.time ?? Date.now(),
    blocks: cleaned,
    ...(parsed.data.version ? { version: parsed.data.version } : {}),
  };
}
