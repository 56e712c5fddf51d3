// The name an uploaded file is shown and downloaded under. Only ever displayed: the stored
// file's key is random. Path parts, control and formatting characters (including
// right-to-left overrides that disguise an extension) are removed.
const MAX_NAME = 200;

export function cleanFileName(given: string | undefined): string {
  const base = (given ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, MAX_NAME)
    .trim();
  return cleaned || 'file';
}

/** The lower-case extension of a name ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `name` with its extension swapped for `extension` (the type the bytes really are). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${extension}`;
}
