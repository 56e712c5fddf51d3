// The optional off-site copy (BACKUP_S3_*): each archive streamed to a bucket of its own
// through the AWS SDK the uploads already use, and removed there when retention removes it.
import fs from 'node:fs';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../../config.ts';

export interface BackupBucket {
  bucket: string;
  put(file: string, name: string): Promise<string>;
  delete(name: string): Promise<void>;
}

export function backupBucketFromConfig(config: Config): BackupBucket | null {
  if (!config.BACKUP_S3_BUCKET) return null;
  const bucket = config.BACKUP_S3_BUCKET;
  const client = new S3Client({
    region: config.BACKUP_S3_REGION,
    endpoint: config.BACKUP_S3_ENDPOINT,
    forcePathStyle: config.BACKUP_S3_FORCE_PATH_STYLE,
    credentials:
      config.BACKUP_S3_ACCESS_KEY_ID && config.BACKUP_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID,
            secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${config.BACKUP_S3_PREFIX}${name}`;
  return {
    bucket,
    async put(file, name) {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key(name), Body: fs.createReadStream(file) },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
      return key(name);
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
  };
}
