// Where uploaded files live (docs/decisions/0042): a local folder by default, S3-compatible
// object storage in production. Keys are made by the uploads feature, never by a client.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStorage {
  /**
   * Streams `body` under `key`. When the stream fails part-way nothing is left under the key
   * (a half-written file is never served).
   */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** The keys every adapter accepts: a random name and an extension, nothing path-like. */
export const STORAGE_KEY = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,10}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
