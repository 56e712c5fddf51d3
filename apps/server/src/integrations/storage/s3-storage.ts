// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) for deployments with more
// than one process. Files stream up through lib-storage's managed upload: one PUT for a
// small file, a multipart upload in 8 MiB parts for a large one, aborted (no parts left
// behind) if the stream fails — so a refused upload leaves no object.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
  client: S3ClientConfig;
}

const PART_BYTES = 8 * 1024 * 1024;

export function createS3Storage({ bucket, prefix, client: config }: S3StorageOptions): FileStorage {
  const client = new S3Client({
    // Plain requests, checksums only where S3 requires them: S3-compatible servers differ in
    // their support for the SDK's newer default (streamed aws-chunked CRC32 trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...config,
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body: Readable, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A stream error must reach the upload (lib-storage reads the stream itself).
      await new Promise<void>((resolve, reject) => {
        body.once('error', (err) => {
          void upload.abort().catch(() => undefined);
          reject(err);
        });
        upload.done().then(() => resolve(), reject);
      });
    },
    async get(key) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!res.Body) return null;
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
