// Which storage this deployment uses: S3 when S3_BUCKET is set, else the local folder.
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export function storageFromConfig(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return createS3Storage({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    client: {
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials,
    },
  });
}
