// What goes into a backup besides the database: the uploads (or, with object storage, the
// list of its keys and checksums) and the secrets a restored site needs to be the same site.
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../config.ts';
import { STORAGE_KEY } from '../../../integrations/storage/storage.ts';
import type { EntrySource } from './archive.ts';
import {
  SESSION_SECRET_ENTRY,
  SIGNING_KEYS_ENTRY,
  UPLOADS_PREFIX,
  UPLOAD_KEYS_ENTRY,
} from './manifest.ts';

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** An entry from a file on disk, opened (and sized) only when the archive reaches it. */
export function fileSource(name: string, file: string): EntrySource {
  return {
    name,
    async open() {
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        // An upload deleted after the database snapshot: its row is gone there too.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function bytesSource(name: string, bytes: Buffer | string): EntrySource {
  const buffer = Buffer.from(bytes);
  return { name, open: async () => ({ body: Readable.from([buffer]), size: buffer.length }) };
}

/** Every stored upload in DATA_DIR/uploads, read one directory entry at a time. */
export async function* localUploads(
  config: Pick<Config, 'dataDir'>,
  tally: { count: number; bytes: number },
): AsyncGenerator<EntrySource> {
  const dir = uploadsDir(config);
  let listing: fs.Dir;
  try {
    listing = await fsp.opendir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for await (const dirent of listing) {
    // Half-written files (.partial-…) are not uploads yet.
    if (!dirent.isFile() || !STORAGE_KEY.test(dirent.name)) continue;
    const source = fileSource(`${UPLOADS_PREFIX}${dirent.name}`, path.join(dir, dirent.name));
    yield {
      name: source.name,
      async open() {
        const opened = await source.open();
        if (opened) {
          tally.count += 1;
          tally.bytes += opened.size;
        }
        return opened;
      },
    };
  }
}

/**
 * With object storage the bucket keeps (and versions) the files; the backup lists each key
 * with its size and ETag, so a restore can be checked against the bucket.
 */
export async function objectStorageKeys(
  config: Config,
  tally: { count: number; bytes: number },
): Promise<EntrySource> {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const objects: { key: string; size: number; etag: string }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: config.S3_BUCKET,
        Prefix: config.S3_PREFIX,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      objects.push({
        key: object.Key,
        size: object.Size ?? 0,
        etag: (object.ETag ?? '').replaceAll('"', ''),
      });
      tally.count += 1;
      tally.bytes += object.Size ?? 0;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return bytesSource(
    UPLOAD_KEYS_ENTRY,
    JSON.stringify({ bucket: config.S3_BUCKET, prefix: config.S3_PREFIX, objects }),
  );
}

/** The session secret and the credential signing key file in use (never logged). */
export async function secretSources(config: Config): Promise<EntrySource[]> {
  const sources = [bytesSource(SESSION_SECRET_ENTRY, config.sessionSecret)];
  const keys = config.credentialKeys;
  if (keys.kind === 'inline') {
    sources.push(bytesSource(SIGNING_KEYS_ENTRY, JSON.stringify(keys.file, null, 2)));
  } else {
    // Not generated yet (no credential signed so far): nothing to keep.
    sources.push(fileSource(SIGNING_KEYS_ENTRY, keys.path));
  }
  return sources;
}
