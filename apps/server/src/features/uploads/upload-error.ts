import { uploadMessages } from '@techgold/contracts/uploads';
import { HttpError } from '../../lib/errors.ts';

/** A refused upload: SPEC §7's `{ success: 0, message }` with a 4xx. */
export class UploadError extends HttpError {
  constructor(statusCode: 400 | 403 | 413 | 415 | 422 | 429, message: string) {
    super(statusCode, message, undefined, undefined, { success: 0 });
  }
}

/** "4 MB", "256 MB", "586 KB": the limit as the refusal states it. */
export function sizeText(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const tooBigError = (limit: number) =>
  new UploadError(413, uploadMessages.tooBig(sizeText(limit)));
