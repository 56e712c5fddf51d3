// One backup is one file: a tar of its entries, the manifest last, encrypted with age when a
// passphrase is given (docs/decisions/0072). Both ways stream: an entry passes through a
// SHA-256 hash on its way in or out, so memory does not grow with the data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { Decrypter, Encrypter } from 'age-encryption';
import tar from 'tar-stream';
import { MANIFEST_ENTRY, manifestSchema, type Manifest } from './manifest.ts';

/** A refusal the operator can act on; its message is printed as it is. */
export class BackupError extends Error {}

export const backupMessages = {
  needPassphrase:
    'This backup is encrypted. Set BACKUP_PASSPHRASE to the passphrase it was made with.',
  wrongPassphrase:
    'The passphrase does not open this backup: BACKUP_PASSPHRASE is not the one it was made with.',
  damaged: (why: string) =>
    `The backup is damaged or incomplete, so nothing was restored (${why}).`,
} as const;

const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

export interface EntrySource {
  name: string;
  /** Opens the entry's bytes with their exact size; null when it vanished meanwhile. */
  open(): Promise<{ body: Readable; size: number } | null>;
}

export interface WrittenEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface WriteOptions {
  passphrase?: string;
  /** scrypt's cost as log2(N); age's default (18) unless a test asks for less. */
  scryptLogN?: number;
  onEntry?: (entry: WrittenEntry) => void;
}

/**
 * Writes the entries, then the manifest `finish` builds from what was written, to `file`
 * (created 0600, never overwriting). A failure leaves no file behind.
 */
export async function writeArchive(
  file: string,
  sources: AsyncIterable<EntrySource> | Iterable<EntrySource>,
  finish: (entries: WrittenEntry[]) => Manifest,
  options: WriteOptions = {},
): Promise<Manifest> {
  const pack = tar.pack();
  const partial = `${file}.partial`;
  let plain: Readable = Readable.from(pack as AsyncIterable<Buffer>);
  if (options.passphrase) {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(options.passphrase);
    if (options.scryptLogN) encrypter.setScryptWorkFactor(options.scryptLogN);
    const encrypted = await encrypter.encrypt(
      Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>,
    );
    plain = Readable.fromWeb(encrypted as never);
  }
  const writing = pipeline(plain, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  writing.catch(() => undefined);
  let manifest: Manifest;
  try {
    const entries: WrittenEntry[] = [];
    for await (const source of sources) {
      const opened = await source.open();
      if (!opened) continue;
      const hash = crypto.createHash('sha256');
      const entry = pack.entry({ name: source.name, size: opened.size, mode: 0o600 });
      for await (const chunk of opened.body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (!entry.write(chunk)) await once(entry as never, 'drain');
      }
      await new Promise<void>((resolve, reject) => {
        entry.once('error', reject);
        entry.end(() => resolve());
      });
      const written = { name: source.name, size: opened.size, sha256: hash.digest('hex') };
      entries.push(written);
      options.onEntry?.(written);
    }
    manifest = finish(entries);
    pack.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await writing;
    const handle = await fsp.open(partial, 'r');
    await handle.sync();
    await handle.close();
    await fsp.rename(partial, file);
  } catch (err) {
    pack.destroy(err as Error);
    await writing.catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw err;
  }
  return manifest;
}

export interface ReadEntry {
  name: string;
  size: number;
  body: Readable;
}

/** True when the file is an age-encrypted archive. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.equals(AGE_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Reads every entry through `onEntry` (which must consume its body), hashing each, then checks
 * them all against the manifest. Throws BackupError when the passphrase is missing or wrong,
 * or when any entry is missing, extra, cut short or changed.
 */
export async function readArchive(
  file: string,
  passphrase: string | undefined,
  onEntry: (entry: ReadEntry) => Promise<void>,
): Promise<Manifest> {
  let plain: Readable = fs.createReadStream(file);
  if (await isEncrypted(file)) {
    if (!passphrase) throw new BackupError(backupMessages.needPassphrase);
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    try {
      const out = await decrypter.decrypt(
        Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>,
      );
      plain = Readable.fromWeb(out as never);
    } catch (err) {
      plain.destroy();
      const message = (err as Error).message;
      if (/no identity matched/.test(message))
        throw new BackupError(backupMessages.wrongPassphrase);
      throw new BackupError(backupMessages.damaged(message));
    }
  }
  const extract = tar.extract();
  const seen: WrittenEntry[] = [];
  let manifestText: string | undefined;
  const feeding: Promise<void> = pipeline(plain, extract as unknown as NodeJS.WritableStream);
  // Its failure also ends the loop below, which reports it; never an unhandled rejection.
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract as AsyncIterable<Readable & { header: tar.Header }>) {
      const name = entry.header.name;
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      if (manifestText !== undefined)
        throw new BackupError(backupMessages.damaged('entries after the manifest'));
      const hash = crypto.createHash('sha256');
      let size = 0;
      const hashed = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await Promise.all([
        pipeline(entry, hashed),
        onEntry({ name, size: entry.header.size ?? 0, body: hashed }),
      ]);
      seen.push({ name, size, sha256: hash.digest('hex') });
    }
    await feeding;
  } catch (err) {
    extract.destroy();
    await feeding.catch(() => undefined);
    if (err instanceof BackupError) throw err;
    throw new BackupError(backupMessages.damaged((err as Error).message));
  }
  if (manifestText === undefined) throw new BackupError(backupMessages.damaged('no manifest'));
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BackupError(backupMessages.damaged('the manifest cannot be read'));
  }
  checkEntries(manifest.entries, seen);
  return manifest;
}

function checkEntries(expected: WrittenEntry[], seen: WrittenEntry[]): void {
  const byName = new Map(seen.map((e) => [e.name, e]));
  for (const want of expected) {
    const got = byName.get(want.name);
    if (!got) throw new BackupError(backupMessages.damaged(`${want.name} is missing`));
    if (got.size !== want.size || got.sha256 !== want.sha256)
      throw new BackupError(backupMessages.damaged(`${want.name} does not match its checksum`));
    byName.delete(want.name);
  }
  const extra = [...byName.keys()][0];
  if (extra) throw new BackupError(backupMessages.damaged(`${extra} is not in the manifest`));
}
