// Every uploaded image is decoded and encoded again by sharp (libvips): what is stored is
// pixels we wrote, so metadata (EXIF location, comments) and anything hidden after or inside
// the image data (a JPEG/HTML polyglot's markup) are gone. Orientation is applied first,
// so dropping the EXIF tag does not turn photos sideways.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { uploadMessages } from '@techgold/contracts/uploads';
import type { ImageMime } from './file-kinds.ts';
import { UploadError } from './upload-error.ts';

// Decoded size is what a decompression bomb inflates: 40 megapixels is a large photograph
// (about 7,700 × 5,200) and 160 MB of RGBA, the most one upload may ask libvips to decode.
export const MAX_INPUT_PIXELS = 40_000_000;

// One image at a time per process keeps memory predictable on small machines; libvips'
// operation cache holds decoded images we never reuse.
sharp.concurrency(1);
sharp.cache(false);

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes `source`, scales it down to at most `maxWidth` wide and encodes it as `mime`. */
export async function reencodeImage(
  source: Readable,
  mime: ImageMime,
  maxWidth: number,
): Promise<EncodedImage> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const transformer = sharp({
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'truncated',
    animated,
  })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true });
  const encoder =
    mime === 'image/jpeg'
      ? transformer.jpeg({ quality: 85, mozjpeg: true })
      : mime === 'image/png'
        ? transformer.png({ compressionLevel: 9 })
        : mime === 'image/webp'
          ? transformer.webp({ quality: 85 })
          : transformer.gif();
  const output = encoder.toBuffer({ resolveWithObject: true });
  try {
    await pipeline(source, encoder);
    const { data, info } = await output;
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (err) {
    output.catch(() => undefined);
    if (err instanceof UploadError) throw err;
    throw new UploadError(422, uploadMessages.unreadableImage);
  }
}
