// The S3 adapter against a real S3 API on loopback (s3rver): small and multipart uploads,
// reads, deletes, a failing stream leaving no object, and the app storing and serving an
// upload from the bucket when S3_BUCKET is set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

const BUCKET = 'tig-test';
let server: S3rver;
let endpoint: string;
let directory: string;
let storage: FileStorage;

const client = () => ({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  // s3rver's fixed development credentials.
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({ bucket: BUCKET, prefix: 'uploads/', client: client() });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const key = (ext = 'bin') => `${crypto.randomBytes(16).toString('base64url')}.${ext}`;
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('S3 storage adapter', () => {
  it('stores a small file and reads it back with its size', async () => {
    const k = key('txt');
    await storage.put(k, Readable.from([Buffer.from('hello, bucket')]), 'text/plain');
    const file = await storage.get(k);
    expect(file?.size).toBe(13);
    expect((await buffer(file!.body)).toString()).toBe('hello, bucket');
  });

  it('streams a 20 MiB file up in parts and reads back the same bytes', async () => {
    const data = crypto.randomBytes(20 * 1024 * 1024);
    const chunks = Array.from({ length: 20 }, (_, i) =>
      data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    const k = key('pdf');
    await storage.put(k, Readable.from(chunks), 'application/pdf');
    const file = await storage.get(k);
    expect(file?.size).toBe(data.length);
    expect(sha(await buffer(file!.body))).toBe(sha(data));
  });

  it('leaves no object when the stream fails part-way', async () => {
    const k = key('pdf');
    async function* failing() {
      yield crypto.randomBytes(9 * 1024 * 1024);
      throw new Error('client went away');
    }
    await expect(storage.put(k, Readable.from(failing()), 'application/pdf')).rejects.toThrow(
      'client went away',
    );
    expect(await storage.get(k)).toBeNull();
  });

  it('answers null for a missing key, deletes, and refuses keys that are not storage names', async () => {
    expect(await storage.get(key())).toBeNull();
    const k = key('txt');
    await storage.put(k, Readable.from([Buffer.from('x')]), 'text/plain');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(key())).resolves.toBeUndefined();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('uploads through the app with S3_BUCKET set', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'app/',
    });
  });
  afterAll(() => t.close());

  it('stores the upload in the bucket (not on disk) and serves it from there', async () => {
    const author = new Client(t.app, '10.23.0.1');
    expect((await author.login('author@techgold.test')).statusCode).toBe(200);
    const form = new FormData();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    form.append('file', new Blob([pdf]), 'notes.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await author.request(
      'POST',
      '/api/upload',
      Buffer.from(await request.arrayBuffer()),
      {
        'content-type': request.headers.get('content-type')!,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().file.url as string;
    const name = path.basename(url);

    const inBucket = createS3Storage({ bucket: BUCKET, prefix: 'app/', client: client() });
    expect((await buffer((await inBucket.get(name))!.body)).equals(pdf)).toBe(true);
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'uploads', name))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="notes.pdf"/);
  });
});
