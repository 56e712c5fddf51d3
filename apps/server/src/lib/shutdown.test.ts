// Slow clients against a listening server (a CSRF-exempt POST, so the body is read): a body trickled a byte at a time is cut at
// REQUEST_TIMEOUT_SECONDS, and a graceful stop is bounded by the grace even while such a
// client is still sending (it used to hold the shutdown until the process was killed).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import { gracefulStop } from './shutdown.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function listening(env: Record<string, string>) {
  const db = await openTestDatabase();
  const config = testConfig(db.url ? { DATABASE_URL: db.url, ...env } : env);
  const app = await buildApp(config, { database: db.handle, ssr: false, workers: false });
  let closed = false;
  app.addHook('onClose', async () => void (closed = true));
  const stop = gracefulStop(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup = async () => {
    if (!closed) await app.close();
    await db.handle.close();
    await db.drop();
  };
  return { app, stop, port: (app.server.address() as AddressInfo).port };
}

/** Sends a POST's headers, then one body byte every `everyMs`; resolves when the socket ends. */
function trickle(port: number, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/subscriber/unsubscribe/abc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
  );
  const timer = setInterval(() => socket.write(' '), everyMs);
  const ended = new Promise<{ at: number; received: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ at: Date.now(), received });
    }),
  );
  return { socket, ended };
}

it('cuts a client that trickles its body once the request timeout passes', async () => {
  const { port } = await listening({ REQUEST_TIMEOUT_SECONDS: '2' });
  const started = Date.now();
  const { socket, ended } = trickle(port, 300);
  const outcome = await Promise.race([
    ended,
    new Promise<null>((r) => setTimeout(() => r(null), 8000)),
  ]);
  socket.destroy();
  expect(outcome, 'the connection was still open after 8 s').not.toBeNull();
  expect(outcome!.at - started).toBeLessThan(5000);
  expect(outcome!.received).toMatch(/^HTTP\/1\.1 408/);
});

it('a graceful stop finishes in-flight requests and is bounded by the grace', async () => {
  const { stop, port } = await listening({});
  const slow = trickle(port, 300);
  // An ordinary request in flight while the stop begins still gets its answer.
  const inFlight = fetch(`http://127.0.0.1:${port}/api/health`);
  await new Promise((r) => setTimeout(r, 300));
  const started = Date.now();
  await stop.close(1000);
  const took = Date.now() - started;
  expect((await inFlight).status).toBe(200);
  expect(took).toBeLessThan(3000);
  await slow.ended;
  // New connections are refused.
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
});

it('serves a request that arrives as the stop begins, and asks the client to reconnect', async () => {
  const { stop, port } = await listening({});
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  await new Promise((r) => setTimeout(r, 100)); // the server has accepted the connection
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise((r) => socket.once('close', r));
  // Sent, and the stop begins in the same tick: the server has not read the request yet. It
  // is served (Fastify's default turns it away with a 503), on a connection then closed.
  socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
  const stopped = stop.close(2000);
  await ended;
  await stopped;
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received).toMatch(/connection: close/i);
});

it('asks the client to reconnect when a cached page is answered as the stop begins', async () => {
  const { stop, port } = await listening({});
  const path = '/api/courses?limit=2';
  // Cached: whichever answers it (the cache's front door until the close begins, then the
  // cache's hook), the answer must still tell the client to reconnect.
  await fetch(`http://127.0.0.1:${port}${path}`);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  await new Promise((r) => setTimeout(r, 100));
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise((r) => socket.once('close', r));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  const stopped = stop.close(2000);
  await ended;
  await stopped;
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received).toMatch(/x-anon-cache: hit/i);
  expect(received).toMatch(/connection: close/i);
});
