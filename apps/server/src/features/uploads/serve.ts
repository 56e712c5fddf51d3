// Serving stored uploads. The type is the one recorded from the file's bytes; nothing is
// sniffed by the browser (nosniff) and nothing runs (a sandboxing policy). Images show in
// pages; every other file is a download, so no PDF viewer or text file opens under our
// origin. Names are random and files never change, so they are cached for a year.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../../integrations/storage/storage.ts';
import { isImageMime } from './file-kinds.ts';

const FOREVER = 'public, max-age=31536000, immutable';
const UPLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function serveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  file: StoredFile & { mime: string; name: string },
) {
  const etag = `"${key}"`;
  reply
    .header('cache-control', FOREVER)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOAD_CSP)
    .header('cross-origin-resource-policy', 'same-site');
  if (!isImageMime(file.mime))
    reply.header('content-disposition', attachmentDisposition(file.name));
  if (request.headers['if-none-match'] === etag) {
    file.body.destroy();
    return reply.code(304).send();
  }
  const type = file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime;
  return reply.type(type).header('content-length', String(file.size)).send(file.body);
}
