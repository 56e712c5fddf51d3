// The default storage: files in a folder (DATA_DIR/uploads). A file is written under a
// temporary name and renamed into place once complete, so a reader never sees part of one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage.ts';

export function createLocalStorage(dir: string): FileStorage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const target = file(key);
      const temporary = path.join(dir, `.partial-${crypto.randomBytes(12).toString('hex')}`);
      try {
        await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx' }));
        await fsp.rename(temporary, target);
      } catch (err) {
        await fsp.rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      const target = file(key);
      try {
        const handle = await fsp.open(target, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(file(key), { force: true });
    },
  };
}
