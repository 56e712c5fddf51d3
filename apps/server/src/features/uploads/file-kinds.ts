// What may be uploaded, decided by the file's bytes (file-type), never its name or the
// Content-Type the client sent. Images are re-encoded; documents are stored as they came and
// always served as downloads; plain text is accepted by extension only when it has no
// markup in its first kilobytes (so an HTML or SVG file cannot arrive as "notes.txt").
import type { FileTypeResult } from 'file-type';

export type FileKind =
  | { kind: 'image'; mime: ImageMime; extension: string }
  | { kind: 'document'; mime: string; extension: string }
  | { kind: 'text'; mime: 'text/plain' | 'text/csv'; extension: string };

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

/** Documents people attach to an article: office files, PDFs, archives, audio and video. */
const DOCUMENT_MIMES = new Set([
  'application/pdf',
  'application/zip',
  'application/x-cfb', // .doc, .xls, .ppt
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'audio/mpeg',
  'video/mp4',
  'video/webm',
]);

const TEXT_EXTENSIONS: Record<string, 'text/plain' | 'text/csv'> = {
  txt: 'text/plain',
  md: 'text/plain',
  csv: 'text/csv',
};

/** Anything a browser could take for a document or script, even when served as text. */
const MARKUP =
  /<\s*[!?]|<\s*\/?\s*(html|head|body|script|svg|math|iframe|frame|frameset|object|embed|style|meta|link|base|a|img|image|picture|source|video|audio|form|input|button|select|textarea|template)\b/i;

export function isImageMime(mime: string): mime is ImageMime {
  return (IMAGE_MIMES as readonly string[]).includes(mime);
}

/** The kind of file `head` (its first bytes) starts, or null when it may not be uploaded. */
export function classify(
  detected: FileTypeResult | undefined,
  head: Buffer,
  originalExtension: string,
): FileKind | null {
  // A UTF-16 byte-order mark (FF FE) also reads as an MPEG audio frame header: a Notepad
  // "notes.txt" must be read as the text it is, not stored and offered as audio.
  const utf16 = utf16Text(head);
  if (utf16 !== null && TEXT_EXTENSIONS[originalExtension]) {
    if (MARKUP.test(utf16)) return null;
    return { kind: 'text', mime: TEXT_EXTENSIONS[originalExtension], extension: originalExtension };
  }
  if (detected) {
    if (detected.mime.startsWith('audio/') && utf16 !== null) return null;
    if (isImageMime(detected.mime))
      return { kind: 'image', mime: detected.mime, extension: detected.ext };
    if (DOCUMENT_MIMES.has(detected.mime))
      return { kind: 'document', mime: detected.mime, extension: detected.ext };
    return null;
  }
  const textMime = TEXT_EXTENSIONS[originalExtension];
  if (!textMime || head.includes(0)) return null;
  const text = utf8(head);
  if (text === null || MARKUP.test(text)) return null;
  return { kind: 'text', mime: textMime, extension: originalExtension };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The text of a sample that starts with a UTF-16 byte-order mark, else null. */
function utf16Text(head: Buffer): string | null {
  if (head.length < 2) return null;
  const le = head[0] === 0xff && head[1] === 0xfe;
  const be = head[0] === 0xfe && head[1] === 0xff;
  if (!le && !be) return null;
  // Whole code units only; a character cut at the sample's end decodes as U+FFFD, harmlessly.
  const body = head.subarray(2, head.length - (head.length % 2));
  return new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(body);
}

/** The text of a sample that is UTF-8 (allowing a character cut at its end), else null. */
function utf8(head: Buffer): string | null {
  for (let cut = 0; cut <= Math.min(3, head.length); cut += 1) {
    try {
      return decoder.decode(head.subarray(0, head.length - cut));
    } catch {
      // Try without the last bytes: the sample may end inside a character.
    }
  }
  return null;
}
