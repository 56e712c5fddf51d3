// The off-site copy (BACKUP_S3_*) against a real S3 API on loopback (s3rver): an archive goes
// up under the prefix byte for byte, in parts when it is large, and retention's delete removes
// it there; a bucket that does not exist fails the copy with S3's own reason.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helpers.ts';
import { backupBucketFromConfig } from './s3-copy.ts';

const BUCKET = 'tig-backups';
let server: S3rver;
let endpoint: string;
let directory: string;
let reader: S3Client;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-s3rver-backups-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  reader = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const bucketFor = (name: string) =>
  backupBucketFromConfig(
    testConfig({
      BACKUP_S3_BUCKET: name,
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_REGION: 'us-east-1',
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  )!;

describe('the copy of a backup to S3', () => {
  it('is off without a bucket', () => {
    expect(backupBucketFromConfig(testConfig())).toBeNull();
  });

  it('streams an archive up under the prefix, byte for byte, and retention deletes it', async () => {
    const bucket = bucketFor(BUCKET);
    // Over one 8 MiB part, so the multipart path is the one exercised.
    const bytes = crypto.randomBytes(9 * 1024 * 1024 + 123);
    const file = path.join(directory, 'local-archive.tar');
    fs.writeFileSync(file, bytes);
    const key = await bucket.put(file, 'techgold-2031-06-18T020000Z.tar');
    expect(key).toBe('backups/techgold-2031-06-18T020000Z.tar');
    const got = await reader.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const body = Buffer.from(await got.Body!.transformToByteArray());
    expect(body.length).toBe(bytes.length);
    expect(crypto.createHash('sha256').update(body).digest('hex')).toBe(
      crypto.createHash('sha256').update(bytes).digest('hex'),
    );

    await bucket.delete('techgold-2031-06-18T020000Z.tar');
    await expect(
      reader.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })),
    ).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('fails with the store’s reason when the bucket does not exist', async () => {
    const file = path.join(directory, 'small.tar');
    fs.writeFileSync(file, 'x');
    await expect(bucketFor('no-such-bucket').put(file, 'small.tar')).rejects.toThrow(/bucket/i);
  });
});
