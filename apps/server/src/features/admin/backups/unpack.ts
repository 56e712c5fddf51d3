// Unpacks an archive into a staging folder, checking every entry's checksum against the
// manifest before anything is restored (docs/decisions/0072).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY } from '../../../integrations/storage/storage.ts';
import { BackupError, backupMessages, readArchive } from './archive.ts';
import {
  DATABASE_ENTRY,
  SESSION_SECRET_ENTRY,
  SIGNING_KEYS_ENTRY,
  UPLOADS_PREFIX,
  UPLOAD_KEYS_ENTRY,
  type Manifest,
} from './manifest.ts';

const FIXED_ENTRIES = new Set<string>([
  DATABASE_ENTRY.pglite,
  DATABASE_ENTRY.pg,
  SESSION_SECRET_ENTRY,
  SIGNING_KEYS_ENTRY,
  UPLOAD_KEYS_ENTRY,
]);

/** Only names a backup writes; anything else (a path outside the folder) is refused. */
function allowed(name: string): boolean {
  if (FIXED_ENTRIES.has(name)) return true;
  return name.startsWith(UPLOADS_PREFIX) && STORAGE_KEY.test(name.slice(UPLOADS_PREFIX.length));
}

export async function unpackArchive(
  file: string,
  passphrase: string | undefined,
  staging: string,
  options: { skipUploads?: boolean } = {},
): Promise<Manifest> {
  await fsp.mkdir(path.join(staging, 'uploads'), { recursive: true, mode: 0o700 });
  await fsp.mkdir(path.join(staging, 'database'), { recursive: true, mode: 0o700 });
  await fsp.mkdir(path.join(staging, 'secrets'), { recursive: true, mode: 0o700 });
  return readArchive(file, passphrase, async (entry) => {
    if (!allowed(entry.name)) {
      entry.body.resume();
      throw new BackupError(backupMessages.damaged(`unexpected entry ${entry.name}`));
    }
    if (options.skipUploads && entry.name.startsWith(UPLOADS_PREFIX)) {
      // Read (and so checked) but not kept: the verification needs only the database.
      for await (const _chunk of entry.body) void _chunk;
      return;
    }
    await pipeline(
      entry.body,
      fs.createWriteStream(path.join(staging, entry.name), { mode: 0o600 }),
    );
  });
}
