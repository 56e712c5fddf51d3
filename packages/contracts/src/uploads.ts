// Uploads (SPEC §5, §7, §9): the editor's images, attachments and thumbnails, and the
// profile picture. Every answer has `success`: 1 with a `file`, or 0 with a `message`.
import { z } from './zod.ts';

/** The multipart field every upload uses (SPEC §9). */
export const UPLOAD_FIELD = 'file';
/** POST /api/upload: at most 256 MiB, streamed to storage (SPEC §5 upload defaults). */
export const UPLOAD_MAX_BYTES = 256 * 1024 * 1024;
/** POST /api/upload/image (profile picture): "max 4 MB" (SPEC §5), read as 4 MiB. */
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;
/** Profile pictures are resized to this width (SPEC §9). */
export const AVATAR_WIDTH = 600;
/** Editor images and thumbnails wider than this are scaled down. */
export const IMAGE_MAX_WIDTH = 1600;
/** POST /api/upload-by-url fetches at most this much. */
export const UPLOAD_BY_URL_MAX_BYTES = 32 * 1024 * 1024;
/** The image types the profile picture accepts (SPEC §5). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** SPEC §3 attaches file: url, size (bytes), name, extension, title. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  size: z.number(),
  name: z.string(),
  extension: z.string(),
  title: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/upload and POST /api/upload-by-url. */
export const uploadResponse = z.object({ success: z.literal(1), file: uploadedFileSchema });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/upload/image: `file.url` becomes the member's avatar_url. */
export const imageUploadResponse = z.object({
  success: z.literal(1),
  file: z.object({ url: z.string() }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

/** Every refusal (4xx): the text the page shows. */
export const uploadFailure = z.object({ success: z.literal(0), message: z.string() });
export type UploadFailure = z.infer<typeof uploadFailure>;

export const uploadByUrlRequest = z.object({ url: z.string().max(2048) });

/** The refusal texts (not quoted by the SPEC, which only names the cases). */
export const uploadMessages = {
  tooBig: (limit: string) => `That file is too big. The largest file you can upload is ${limit}.`,
  wrongType: 'That type of file cannot be uploaded.',
  notAnImage: 'That file is not a JPEG, PNG or WebP image.',
  unreadableImage: 'That image could not be read. It may be damaged: try saving it again.',
  empty: 'That file is empty.',
  tooManyFiles: 'Upload one file at a time.',
  noFile: 'Choose a file to upload.',
  badUrl: 'Enter a full web address starting with https:// or http://.',
  blockedUrl: 'That address cannot be fetched.',
  fetchFailed: 'The file at that address could not be fetched.',
} as const;
