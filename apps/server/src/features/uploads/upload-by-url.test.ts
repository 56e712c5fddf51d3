// POST /api/upload-by-url: fetches public addresses only. A loopback server on 127.0.0.2
// stands in for "the internet" (the app is told that one address is allowed); everything
// else private — loopback, RFC 1918, link-local metadata, IPv6 loopback, a name resolving to
// loopback, and a redirect from the allowed server to loopback — is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@techgold/contracts/uploads';
import { uploads } from '../../db/schema/uploads.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

const AUTHOR = 'author@techgold.test';
const ALLOWED_HOST = '127.0.0.2';

let t: TestContext;
let author: Client;
let remote: http.Server;
let base: string;
let loopbackPort: number;
let hits = 0;

beforeAll(async () => {
  const jpeg = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#aa3366' },
  })
    .jpeg()
    .toBuffer();
  remote = http.createServer((req, res) => {
    hits += 1;
    if (req.url === '/pictures/team%20day.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      res.end(jpeg);
    } else if (req.url === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.1:${loopbackPort}/pictures/team%20day.jpg` });
      res.end();
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 64 * 1024 * 1024 });
      res.end();
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><script>alert(1)</script>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, ALLOWED_HOST, resolve));
  loopbackPort = (remote.address() as AddressInfo).port;
  base = `http://${ALLOWED_HOST}:${loopbackPort}`;
  // It listens on 127.0.0.2 only: a request reaching 127.0.0.1 would fail to connect, so
  // the refusals below are the filter's, checked before any connection.
  t = await createTestApp({ UPLOAD_URL_ALLOW_ADDRESSES: ALLOWED_HOST });
  author = new Client(t.app, '10.22.0.1');
  expect((await author.login(AUTHOR)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => remote.close(resolve));
});

const byUrl = (client: Client, url: unknown) => client.post('/api/upload-by-url', { url });
const rowCount = async () => (await t.handle.db.select().from(uploads)).length;

function expectRefused(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: 0, message });
}

describe('POST /api/upload-by-url', () => {
  it('401 anonymous, 403 for a member who cannot write articles', async () => {
    const anonymous = new Client(t.app, '10.22.0.9');
    await anonymous.csrf();
    expect((await byUrl(anonymous, `${base}/pictures/team%20day.jpg`)).statusCode).toBe(401);
    const learner = new Client(t.app, '10.22.0.2');
    await learner.login(LEARNER);
    expect((await byUrl(learner, `${base}/pictures/team%20day.jpg`)).statusCode).toBe(403);
  });

  it('stores the fetched image re-encoded, named from its address', async () => {
    const res = await byUrl(author, `${base}/pictures/team%20day.jpg`);
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json();
    expect(file).toMatchObject({ name: 'team day.jpg', extension: 'jpg' });
    const served = await t.app.inject({ method: 'GET', url: file.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
  });

  it('refuses private, loopback, link-local and metadata addresses without fetching', async () => {
    const before = { rows: await rowCount(), hits };
    for (const url of [
      'http://127.0.0.1/a.png',
      `http://127.0.0.1:${loopbackPort}/pictures/team%20day.jpg`,
      'http://[::1]/a.png',
      'http://10.1.2.3/a.png',
      'http://192.168.0.10/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/a.png',
      `http://localhost:${loopbackPort}/pictures/team%20day.jpg`,
    ]) {
      expectRefused(await byUrl(author, url), 422, uploadMessages.blockedUrl);
    }
    expect(hits).toBe(before.hits);
    expect(await rowCount()).toBe(before.rows);
  });

  it('re-checks a redirect: an allowed server sending us to loopback is refused', async () => {
    expectRefused(await byUrl(author, `${base}/to-loopback`), 422, uploadMessages.blockedUrl);
  });

  it('refuses what is not a web address, a missing file, HTML and a file over the limit', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://example.org/a',
      'nonsense',
      42,
      null,
    ]) {
      expectRefused(await byUrl(author, url), 422, uploadMessages.badUrl);
    }
    expectRefused(
      await byUrl(author, 'http://user:pw@example.org/a.png'),
      422,
      uploadMessages.badUrl,
    );
    expectRefused(await byUrl(author, `${base}/missing.png`), 422, uploadMessages.fetchFailed);
    expectRefused(await byUrl(author, `${base}/page`), 415, uploadMessages.wrongType);
    expectRefused(await byUrl(author, `${base}/huge`), 413, uploadMessages.tooBig('32 MB'));
  });
});
