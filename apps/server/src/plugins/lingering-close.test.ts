// A request refused before its body is read (no CSRF token 419, not signed in 401, too large
// 413) must reach the client as that answer, not as a reset: closing a socket with unread
// bytes sends a TCP RST, and the client's stack may drop our answer with it. Measured over a
// real socket, with the whole body written at once as browsers and HTTP clients do.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
let port: number;
let member: Client;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  member = new Client(t.app, '10.15.0.1');
  await member.csrf();
});
afterAll(() => t.close());

/**
 * Sends a request as many HTTP clients do: the headers and the whole body written first, the
 * answer read only once the body is written (or the write failed). Resolves with the status
 * line once the answer's headers arrive, or with how the connection ended before they did.
 */
function rawRequest(head: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const done = (line: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(line);
    };
    socket.pause();
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) done(answer.split('\r\n')[0]!);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => done(`error ${err.code}`));
    socket.on('close', () => done(answer ? answer.split('\r\n')[0]! : 'closed without answer'));
    socket.on('connect', () => {
      socket.write(Buffer.concat([Buffer.from(head), body]), () => socket.resume());
    });
  });
}

/** The browser's cookies and CSRF header (signed out), so only the body decides the answer. */
const browserHeaders = () => ({
  cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  'x-xsrf-token': decodeURIComponent(member.cookies.get('XSRF-TOKEN')!),
});

const json = (bytes: number) => Buffer.from(`{"email":"${'x'.repeat(bytes - 12)}"}`);

function post(path: string, body: Buffer, headers: Record<string, string> = {}) {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return rawRequest(`${lines.join('\r\n')}\r\n\r\n`, body);
}

describe('answers to requests refused before their body is read', () => {
  const ROUNDS = 15;
  const cases: Array<[string, () => Promise<string>, string]> = [
    ['419: no CSRF token, 2 MB body', () => post('/api/login', json(2_000_000)), '419'],
    [
      '401: not signed in, 2 MB body',
      () => post('/api/insight', json(2_000_000), browserHeaders()),
      '401',
    ],
    ['413: a 16 MB JSON body', () => post('/api/login', json(16_000_000), browserHeaders()), '413'],
  ];

  it.each(cases)('%s: every client reads the status', async (_name, send, status) => {
    const seen: string[] = [];
    for (let i = 0; i < ROUNDS; i++) seen.push(await send());
    expect(seen.filter((line) => line.includes(` ${status} `))).toHaveLength(ROUNDS);
  });
});

describe('a keep-alive client after a refused body', () => {
  it('is told to close, and its next request goes out on a new connection and succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, method: string, body?: Buffer) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent,
            headers: { 'content-type': 'application/json', ...browserHeaders() },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const refused = await send('/api/login', 'POST', json(3_000_000));
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      for (let i = 0; i < 5; i++) expect((await send('/api/health', 'GET')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
