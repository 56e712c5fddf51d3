// XML text escaping, shared by the generated SVG images, the sitemaps and the feeds.

/** Escapes for element text and attributes, dropping characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
