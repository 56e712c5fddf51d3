// One render for the cache: the URL requested in-process with no cookies at all, so what it
// answers is what any anonymous visitor would get; kept only when it is safe to share.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Rendered } from './replay.ts';

/** Marks the cache's own internal renders; its value is a per-process secret. */
export const FILL_HEADER = 'x-tig-anon-fill';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** 301 and 404 are as shareable as 200: a moved or missing page is the same for everyone. */
const SHAREABLE_STATUS = new Set([200, 301, 404]);

/** Set again on every answer from the cache (plugins/anon-cache), or per connection. */
const NOT_REPLAYED = new Set([
  'cache-control',
  'vary',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript))/;
/** Below this, compression saves less than its headers cost (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

export interface FillRequest {
  /** Path and canonical query. */
  url: string;
  host: string;
  protocol: string;
  secret: string;
}

/** A render to share, or null when this URL's answer must not be shared. */
export async function fillFrom(app: FastifyInstance, req: FillRequest): Promise<Rendered | null> {
  const res = await app.inject({
    method: 'GET',
    url: req.url,
    headers: {
      host: req.host,
      // Honoured only behind a trusted proxy (TRUST_PROXY), as for the visitor's own request.
      'x-forwarded-proto': req.protocol,
      accept: '*/*',
      'user-agent': 'techgold-anon-cache',
      [FILL_HEADER]: req.secret,
    },
  });
  if (!SHAREABLE_STATUS.has(res.statusCode)) return null;
  // A cookie is somebody's; a response setting one is never shared.
  if (res.headers['set-cookie'] !== undefined) return null;
  const cacheControl = String(res.headers['cache-control'] ?? '');
  if (/\b(private|no-store)\b/.test(cacheControl)) return null;

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const body = res.rawPayload;
  const compress =
    body.length >= COMPRESS_FROM_BYTES && COMPRESSIBLE.test(headers['content-type'] ?? '');
  const [br, gz] = compress
    ? await Promise.all([
        // Once per entry, off the event loop. Brotli 5 and gzip 6: at brotli 9 a miss of the
        // home page cost about 90 ms of compression, and cold pages fell to 11 req/s against
        // 82 without the cache; at 5 a miss is cheaper than an uncached render (103 req/s).
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip(body, { level: 6 }),
      ])
    : [null, null];
  const digest = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { status: res.statusCode, headers, body, br, gzip: gz, etag: `W/"${digest}"` };
}
