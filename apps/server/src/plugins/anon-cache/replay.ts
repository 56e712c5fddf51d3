// A stored response as it goes out again: its status line's headers are built once, when it is
// stored, for each encoding, so a hit is one writeHead and one write (docs/decisions/0052).
// The fill's render went through every hook (helmet's headers, the page CSP), and its headers
// are replayed as they were; nothing else runs for a hit.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { preferredEncoding } from './policy.ts';

/** A render the cache may share: its body once, and compressed once. */
export interface Rendered {
  status: number;
  /** Headers to replay (content-type, location, the page CSP); never Set-Cookie. */
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Weak validator over the uncompressed body: the same for every encoding of it. */
  etag: string;
}

interface Variant {
  /** Header names and values, alternating, as `writeHead` takes them. */
  head: string[];
  body: Buffer;
}

export interface Replay {
  status: number;
  etag: string;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  /** A 304's headers: the same, less the body's own. */
  notModified: string[];
  bytes: number;
}

export type ReplayState = 'hit' | 'stale' | 'miss';

export function prepareReplay(r: Rendered, cacheControl: string): Replay {
  const common: string[] = [];
  for (const [name, value] of Object.entries(r.headers)) common.push(name, value);
  common.push(
    'cache-control',
    cacheControl,
    // Cookie: a shared cache must not hand this copy to a signed-in visitor.
    'vary',
    'Accept-Encoding, Cookie',
    'etag',
    r.etag,
  );
  const variant = (body: Buffer, encoding?: string): Variant => ({
    head: [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
    ],
    body,
  });
  const identity = variant(r.body);
  const br = r.br ? variant(r.br, 'br') : null;
  const gzip = r.gzip ? variant(r.gzip, 'gzip') : null;
  const notModified: string[] = [];
  for (let i = 0; i < common.length; i += 2) {
    if (common[i] !== 'content-type') notModified.push(common[i]!, common[i + 1]!);
  }
  let bytes = 0;
  for (const v of [identity, br, gzip]) {
    if (!v) continue;
    bytes += v.body.length;
    for (const part of v.head) bytes += part.length;
  }
  return { status: r.status, etag: r.etag, identity, br, gzip, notModified, bytes };
}

function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Answers a request from a stored response: a 304 when the client holds this version, else
 * the encoding it prefers. HEAD gets the same headers and Node leaves the body out.
 */
export function sendReplay(
  headers: IncomingHttpHeaders,
  res: ServerResponse,
  replay: Replay,
  state: ReplayState,
): void {
  if (replay.status === 200 && ifNoneMatchHits(headers['if-none-match'], replay.etag)) {
    res.writeHead(304, [...replay.notModified, 'x-anon-cache', state]);
    res.end();
    return;
  }
  const encoding = preferredEncoding(headers['accept-encoding']);
  const variant = (encoding && replay[encoding]) || replay.identity;
  res.writeHead(replay.status, [...variant.head, 'x-anon-cache', state]);
  res.end(variant.body);
}
