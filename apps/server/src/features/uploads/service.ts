// Storing an upload: read the first bytes, decide what the file is by them, then either
// re-encode it (images) or stream it to storage as it comes (documents, text), counting and
// capping the bytes on the way. Only once the file is stored is its row written; a refusal
// part-way leaves neither (docs/decisions/0042).
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  AVATAR_TYPES,
  AVATAR_WIDTH,
  IMAGE_MAX_WIDTH,
  UPLOAD_BY_URL_MAX_BYTES,
  uploadMessages,
  type UploadedFile,
} from '@techgold/contracts/uploads';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/storage.ts';
import { byteCounter, peek } from '../../lib/streams.ts';
import { classify, type FileKind } from './file-kinds.ts';
import { reencodeImage } from './images.ts';
import { cleanFileName, extensionOf, withExtension } from './names.ts';
import { deleteUpload, findUpload, insertUpload } from './repository.ts';
import { tooBigError, UploadError } from './upload-error.ts';
import { openRemote } from './remote.ts';

/** Enough of a file for file-type to recognise every format it knows. */
const SAMPLE_BYTES = 4100;
/** Images are decoded whole: past this they are refused even where files may be larger. */
export const IMAGE_INPUT_MAX_BYTES = 32 * 1024 * 1024;

export const UPLOADS_URL_PREFIX = '/media/uploads/';

export interface UploadLimits {
  /** POST /api/upload and upload-by-url. */
  fileBytes: number;
  /** POST /api/upload/image (the profile picture). */
  avatarBytes: number;
}

interface Incoming {
  stream: Readable;
  fileName: string | undefined;
  userId: number;
}

export function createUploadsService({
  db,
  storage,
  limits,
  remoteAllowAddresses = [],
}: {
  db: Db;
  storage: FileStorage;
  limits: UploadLimits;
  /** See config UPLOAD_URL_ALLOW_ADDRESSES: private addresses upload-by-url may fetch. */
  remoteAllowAddresses?: string[];
}) {
  async function store(
    { stream, fileName, userId }: Incoming,
    options: { limit: number; avatar: boolean },
  ): Promise<UploadedFile> {
    const { counter, bytes } = byteCounter(options.limit, () => tooBigError(options.limit));
    // pipe() does not pass errors on: a failing source (a multipart limit) must fail us.
    stream.on('error', (err) => counter.destroy(err));
    const { head, stream: whole } = await peek(stream.pipe(counter), SAMPLE_BYTES).catch(
      (err: unknown) => {
        stream.destroy();
        throw err;
      },
    );
    if (head.length === 0) throw new UploadError(422, uploadMessages.empty);

    const name = cleanFileName(fileName);
    const kind = classify(await fileTypeFromBuffer(head), head, extensionOf(name));
    if (options.avatar && !(AVATAR_TYPES as readonly string[]).includes(kind?.mime ?? '')) {
      whole.destroy();
      throw new UploadError(415, uploadMessages.notAnImage);
    }
    if (!kind) {
      whole.destroy();
      throw new UploadError(415, uploadMessages.wrongType);
    }
    const key = `${crypto.randomBytes(16).toString('base64url')}.${kind.extension}`;
    const saved = await write(key, kind, whole, options, bytes);
    try {
      await insertUpload(db, {
        storageKey: key,
        originalName: name,
        mime: kind.mime,
        size: saved.size,
        width: saved.width,
        height: saved.height,
        userId,
      });
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    const shownName = kind.kind === 'text' ? name : withExtension(name, kind.extension);
    return {
      url: `${UPLOADS_URL_PREFIX}${key}`,
      size: saved.size,
      name: shownName,
      extension: kind.extension,
      title: shownName,
    };
  }

  async function write(
    key: string,
    kind: FileKind,
    source: Readable,
    options: { limit: number; avatar: boolean },
    bytes: () => number,
  ): Promise<{ size: number; width: number | null; height: number | null }> {
    if (kind.kind === 'image') {
      const inputCap = Math.min(options.limit, IMAGE_INPUT_MAX_BYTES);
      const { counter } = byteCounter(inputCap, () => tooBigError(inputCap));
      source.on('error', (err) => counter.destroy(err));
      const image = await reencodeImage(
        source.pipe(counter),
        kind.mime,
        options.avatar ? AVATAR_WIDTH : IMAGE_MAX_WIDTH,
      );
      await storage.put(key, Readable.from([image.data]), kind.mime);
      return { size: image.data.length, width: image.width, height: image.height };
    }
    try {
      await storage.put(key, source, kind.mime);
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    return { size: bytes(), width: null, height: null };
  }

  return {
    limits,
    /** POST /api/upload: an editor image, attachment or thumbnail. */
    storeFile: (incoming: Incoming) => store(incoming, { limit: limits.fileBytes, avatar: false }),
    /** POST /api/upload/image: the profile picture (JPEG, PNG or WebP; 600 px wide). */
    storeAvatar: (incoming: Incoming) =>
      store(incoming, { limit: limits.avatarBytes, avatar: true }),
    /** POST /api/upload-by-url: the file at a public address, as if it were uploaded. */
    async storeFromUrl({ url, userId }: { url: string; userId: number }) {
      const maxBytes = Math.min(limits.fileBytes, UPLOAD_BY_URL_MAX_BYTES);
      const remote = await openRemote(url, { maxBytes, allowAddresses: remoteAllowAddresses });
      try {
        return await store({ ...remote, userId }, { limit: maxBytes, avatar: false });
      } catch (err) {
        remote.stream.destroy();
        // The connection failing part-way is the remote's failure (a database error is not).
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && /^(E[A-Z]+|ERR_)/.test(code))
          throw new UploadError(422, uploadMessages.fetchFailed);
        throw err;
      }
    },
    /** Removes a file this request stored before it was refused (a second file). */
    async discard(file: UploadedFile) {
      const key = file.url.slice(UPLOADS_URL_PREFIX.length);
      await deleteUpload(db, key);
      await storage.delete(key);
    },
    /** The stored file and what it was recorded as, or null. */
    async open(key: string) {
      const row = await findUpload(db, key);
      if (!row) return null;
      const file = await storage.get(key);
      return file ? { ...file, mime: row.mime, name: row.originalName ?? 'file' } : null;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
