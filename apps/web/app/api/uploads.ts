// Uploads (SPEC §7): editor images and attachments, the insight thumbnail and the profile
// picture go up as multipart field `file`; refusals arrive as ApiRequestError with the
// server's message. The thumbnail and profile picture report progress, which needs
// XMLHttpRequest (fetch cannot watch a request body go out).
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  UPLOAD_FIELD,
  type ImageUploadResponse,
  type UploadResponse,
} from '@techgold/contracts/uploads';
import { api, ApiRequestError, genericErrorMessage, networkErrorMessage } from '~/lib/api-client';
import { ensureXsrfToken } from '~/lib/csrf';

/** SPEC §9: the bar stops at 90% while the file travels; the answer fills it. */
const PROGRESS_WHILE_SENDING = 0.9;

const form = (file: Blob) => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  return body;
};

export const uploadFile = (file: Blob) =>
  api.post<UploadResponse>(memberApiRoutes.upload, form(file));

export const uploadImageByUrl = (url: string) =>
  api.post<UploadResponse>(memberApiRoutes.uploadByUrl, { url });

/** POST a file with progress reports from 0 to 1. */
export async function uploadWithProgress<T>(
  path: string,
  file: Blob,
  onProgress: (ratio: number) => void,
): Promise<T> {
  const token = await ensureXsrfToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('X-XSRF-TOKEN', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * PROGRESS_WHILE_SENDING);
    };
    request.onerror = () => reject(new ApiRequestError(0, networkErrorMessage));
    request.onload = () => {
      let body: { message?: unknown } | null = null;
      try {
        body = JSON.parse(request.responseText) as { message?: unknown };
      } catch {
        // Not JSON: a proxy's error page.
      }
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress(1);
        resolve(body as T);
      } else {
        const message = typeof body?.message === 'string' ? body.message : genericErrorMessage;
        reject(new ApiRequestError(request.status, message));
      }
    };
    request.send(form(file));
  });
}

export const uploadThumbnail = (file: Blob, onProgress: (ratio: number) => void) =>
  uploadWithProgress<UploadResponse>(memberApiRoutes.upload, file, onProgress);

export const uploadAvatar = (file: Blob, onProgress: (ratio: number) => void) =>
  uploadWithProgress<ImageUploadResponse>(memberApiRoutes.uploadImage, file, onProgress);
