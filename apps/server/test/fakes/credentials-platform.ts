// A loopback stand-in for the hosted credentials platform (an Accredible-style HTTP API), for
// the adapter's and the sync's tests: token auth, credentials paged and filtered by
// updated_since or recipient_email, badge images by design id; and the ways a real platform
// fails — down for a while, overloaded, slow, or answering nonsense.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface FakeCredential {
  id: string;
  recipient: { email: string };
  group: { id: string; name: string; design_id: string | null };
  issued_on: string;
  expired_on?: string | null;
  url?: string | null;
  revoked?: boolean;
  /** When the platform last changed it (ISO); filters updated_since. */
  updated_at: string;
}

export interface FakePlatform {
  url: string;
  apiKey: string;
  credentials: FakeCredential[];
  /** Requests as received: method, path and query, authorization header. */
  requests: { path: string; query: URLSearchParams; authorization: string | undefined }[];
  /** The next `n` requests answer `status` (e.g. 503) instead. */
  failNext(n: number, status: number, headers?: Record<string, string>): void;
  /** Answers this body (a string, sent as JSON) to credentials requests for page `page`. */
  malformPage(page: number, body: string | null): void;
  /** Holds each answer this long. */
  delayMs: number;
  pageSize: number;
  close(): Promise<void>;
}

/** A 64×64 PNG, a badge design's picture. */
export async function badgePicture(colour = '#c89b2a'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function startFakePlatform(apiKey = 'fake-platform-key'): Promise<FakePlatform> {
  const failures: { status: number; headers: Record<string, string> }[] = [];
  const malformed = new Map<number, string>();
  const picture = await badgePicture();
  const fake: Omit<FakePlatform, 'url' | 'close'> = {
    apiKey,
    credentials: [],
    requests: [],
    failNext(n, status, headers = {}) {
      for (let i = 0; i < n; i++) failures.push({ status, headers });
    },
    malformPage(page, body) {
      if (body === null) malformed.delete(page);
      else malformed.set(page, body);
    },
    delayMs: 0,
    pageSize: 2,
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    const answer = (status: number, body: string | Buffer, type = 'application/json') => {
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': type }).end(body);
      }, fake.delayMs);
    };
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure.status, failure.headers).end('{"error":"unavailable"}');
      return;
    }
    if (req.headers.authorization !== `Token token=${apiKey}`) {
      answer(401, '{"error":"unauthorised"}');
      return;
    }
    const image = /^\/v1\/designs\/([^/]+)\/image$/.exec(url.pathname);
    if (image) {
      const known = fake.credentials.some(
        (c) => c.group.design_id === decodeURIComponent(image[1]!),
      );
      if (known) answer(200, picture, 'image/png');
      else answer(404, '{"error":"no such design"}');
      return;
    }
    if (url.pathname !== '/v1/credentials') {
      answer(404, '{"error":"not found"}');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const bad = malformed.get(page);
    if (bad !== undefined) {
      answer(200, bad);
      return;
    }
    const since = url.searchParams.get('updated_since');
    const recipient = url.searchParams.get('recipient_email');
    const matching = fake.credentials.filter(
      (c) =>
        (!since || c.updated_at >= since) &&
        (!recipient || c.recipient.email.toLowerCase() === recipient.toLowerCase()),
    );
    const size = fake.pageSize;
    const totalPages = Math.ceil(matching.length / size);
    const credentials = matching
      .slice((page - 1) * size, page * size)
      .map(({ updated_at: _u, ...c }) => c);
    answer(200, JSON.stringify({ credentials, meta: { page, total_pages: totalPages } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
