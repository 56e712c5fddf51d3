// A request Node's parser rejects is answered with `Connection: close`, so a keep-alive
// client does not send its next request down the connection the server is destroying.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';

let app: App;
let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
  const config = testConfig(db.url ? { DATABASE_URL: db.url } : {});
  app = await buildApp(config, { database: db.handle, ssr: false, workers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.handle.close();
  await db.drop();
});

function raw(request: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

it.each([
  [
    'headers over 16 KiB',
    `GET /api/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    431,
  ],
  ['malformed HTTP', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
])('%s: answered with Connection: close', async (_name, request, status) => {
  const answer = await raw(request);
  expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  expect(answer).toMatch(/"message":/);
});
