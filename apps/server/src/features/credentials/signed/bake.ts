// Open Badges 3.0 baking: the signed credential carried inside the badge picture, so the
// picture is its own proof. PNG: an iTXt chunk with keyword "openbadgecredential" holding the
// credential's JSON, uncompressed, before IEND (chunks read and written by png-chunks-extract
// and png-chunks-encode, which computes each CRC). SVG: an <openbadges:credential> element, in
// the OB 3.0 namespace, holding the JSON in CDATA, first inside the root element.
import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import { decodeSync as decodeItxt, encodeSync as encodeItxt } from 'png-chunk-itxt';

export const PNG_KEYWORD = 'openbadgecredential';
export const OPEN_BADGES_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

export function bakePng(png: Uint8Array, credentialJson: string): Buffer {
  const chunks = extractChunks(png).filter((c) => !isCredentialChunk(c));
  const data = encodeItxt({
    keyword: PNG_KEYWORD,
    compressionFlag: false,
    compressionMethod: 0,
    languageTag: '',
    translatedKeyword: '',
    text: credentialJson,
  });
  const end = chunks.findIndex((c) => c.name === 'IEND');
  chunks.splice(end, 0, { name: 'iTXt', data });
  return Buffer.from(encodeChunks(chunks));
}

function isCredentialChunk(chunk: { name: string; data: Uint8Array }): boolean {
  return chunk.name === 'iTXt' && decodeItxt(chunk.data).keyword === PNG_KEYWORD;
}

/** The credential JSON a baked PNG carries, or null. */
export function unbakePng(png: Uint8Array): string | null {
  const chunk = extractChunks(png).find(isCredentialChunk);
  return chunk ? decodeItxt(chunk.data).text : null;
}

export function bakeSvg(svg: string, credentialJson: string): string {
  // CDATA cannot hold "]]>"; split it across two sections if the JSON ever contains it.
  const cdata = `<![CDATA[${credentialJson.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  return svg.replace(/<svg\b([^>]*)>/, (_match, attributes: string) => {
    const ns = attributes.includes('xmlns:openbadges=')
      ? ''
      : ` xmlns:openbadges="${OPEN_BADGES_NAMESPACE}"`;
    return `<svg${attributes}${ns}><openbadges:credential>${cdata}</openbadges:credential>`;
  });
}

/** The credential JSON a baked SVG carries, or null. */
export function unbakeSvg(svg: string): string | null {
  const match = /<openbadges:credential>([\s\S]*?)<\/openbadges:credential>/.exec(svg);
  if (!match) return null;
  return match[1]!.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
}
