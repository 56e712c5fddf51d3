// The front door as a browser or CDN meets it: over a real socket, a fresh cached answer is
// written before Fastify sees the request, and it must be the very answer Fastify's path gives
// (headers, body, validators); anything it must not answer goes on to Fastify untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { SESSION_COOKIE } from '../session.ts';

let app: App;
let port: number;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  const env = { ANON_CACHE_FRESH_SECONDS: '1', ANON_CACHE_STALE_SECONDS: '60' };
  const config = testConfig(db.url ? { DATABASE_URL: db.url, ...env } : env);
  app = await buildApp(config, { database: db.handle, ssr: false, workers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  cleanup = async () => {
    await app.close();
    await db.handle.close();
    await db.drop();
  };
});
afterAll(() => cleanup());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.end();
  });
}

const door = () => app.anonCache.frontDoor!;
/** Headers that differ between any two answers, cached or not. */
const VARYING = new Set(['date', 'x-anon-cache', 'connection', 'keep-alive']);
const stable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

it('is served by the server Fastify would make, with the timeouts config sets', () => {
  const { config } = app;
  expect(app.server.keepAliveTimeout).toBe(config.KEEP_ALIVE_SECONDS * 1000);
  expect(app.server.requestTimeout).toBe(config.REQUEST_TIMEOUT_SECONDS * 1000);
  expect(app.server.headersTimeout).toBe(
    Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000,
  );
  expect(app.server.timeout).toBe(config.IDLE_TIMEOUT_SECONDS * 1000);
});

it('answers a fresh copy itself, with the headers and body the render stored', async () => {
  const url = '/api/courses?limit=2';
  const miss = await get(url, { 'accept-encoding': 'br' });
  expect(miss.headers['x-anon-cache']).toBe('miss');
  // Fastify's own path for the same copy (inject never passes the front door).
  const viaFastify = await app.inject({
    url,
    headers: { host: `127.0.0.1:${port}`, 'accept-encoding': 'br' },
  });
  expect(viaFastify.headers['x-anon-cache']).toBe('hit');

  const before = door().answered;
  const hit = await get(url, { 'accept-encoding': 'br' });
  expect(door().answered).toBe(before + 1);
  expect(hit.status).toBe(200);
  expect(hit.headers['x-anon-cache']).toBe('hit');
  expect(hit.headers['content-encoding']).toBe('br');
  expect(hit.body.equals(miss.body)).toBe(true);
  expect(stable(hit.headers)).toEqual(stable(miss.headers));
  expect(hit.headers['content-security-policy']).toBeTruthy();
  expect(hit.headers['set-cookie']).toBeUndefined();
});

it('answers HEAD without a body and a revalidation with 304', async () => {
  const url = '/api/courses?limit=3';
  const miss = await get(url);
  const before = door().answered;
  const head = await get(url, {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-length']).toBe(miss.headers['content-length']);
  const revalidated = await get(url, { 'if-none-match': String(miss.headers.etag) });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
  expect(revalidated.headers.etag).toBe(miss.headers.etag);
  expect(door().answered).toBe(before + 2);
});

it('sends anyone with a session cookie on to Fastify, uncached', async () => {
  const url = '/api/courses?limit=4';
  await get(url);
  expect((await get(url)).headers['x-anon-cache']).toBe('hit');
  const before = door().answered;
  const signedIn = await get(url, { cookie: `${SESSION_COOKIE}=not-a-real-session` });
  expect(door().answered).toBe(before);
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers['x-anon-cache']).toBeUndefined();
});

it('gives forwarded hosts their own copy, so a forged header cannot serve or poison another', async () => {
  const url = '/api/courses?limit=5';
  const plain = await get(url);
  expect(plain.headers['x-anon-cache']).toBe('miss');
  const forged = await get(url, {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  });
  expect(forged.headers['x-anon-cache']).toBe('miss');
  const again = await get(url);
  expect(again.headers['x-anon-cache']).toBe('hit');
  expect(again.body.equals(plain.body)).toBe(true);

  // A proxy that sets only the protocol: its visitors' copy is not the one filed for a host
  // header whose text is "undefined".
  const proxied = await get(url, { 'x-forwarded-proto': 'https' });
  expect(proxied.headers['x-anon-cache']).toBe('miss');
  const literal = await get(url, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'undefined' });
  expect(literal.headers['x-anon-cache']).toBe('miss');
});

it('leaves a copy past its fresh time to Fastify, which answers it stale and renews it', async () => {
  const url = '/api/courses?limit=6';
  await get(url);
  await new Promise((r) => setTimeout(r, 1100));
  const before = door().answered;
  const stale = await get(url);
  expect(door().answered).toBe(before);
  expect(stale.headers['x-anon-cache']).toBe('stale');
  await expect.poll(async () => (await get(url)).headers['x-anon-cache']).toBe('hit');
});

it('never answers a POST, whatever is cached for its URL', async () => {
  const url = '/api/courses?limit=7';
  await get(url);
  const before = door().answered;
  const posted = await get(url, {}, 'POST');
  expect(door().answered).toBe(before);
  expect(posted.headers['x-anon-cache']).toBeUndefined();
  expect(posted.status).toBeGreaterThanOrEqual(400);
});
