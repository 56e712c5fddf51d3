// Uploads (SPEC §7): POST /api/upload (editor images, attachments, thumbnails; authors),
// POST /api/upload/image (the profile picture; any member) and the stored files under
// /media/uploads/. Multipart is parsed here only; every other route still refuses it.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  UPLOAD_FIELD,
  imageUploadResponse,
  uploadByUrlRequest,
  uploadMessages,
  uploadResponse,
  type UploadedFile,
} from '@techgold/contracts/uploads';
import type { Access } from '../../plugins/access.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import { STORAGE_KEY } from '../../integrations/storage/storage.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { UPLOADS_URL_PREFIX, type UploadsService } from './service.ts';
import { tooBigError, UploadError } from './upload-error.ts';
import { serveUpload } from './serve.ts';

const writer: Access = { capability: 'write-articles' };
// Generous for writing an article with pictures, and a stop for a script filling the disk.
const uploadLimits: RateLimitRule[] = [
  {
    name: 'upload:user',
    limit: 60,
    windowSeconds: 3600,
    key: (request) => String(request.member.id),
  },
];

/** What a multipart or busboy failure means for the person uploading. */
function asUploadError(err: unknown, limit: number): unknown {
  if (err instanceof UploadError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooBigError(limit);
  if (code === 'FST_FILES_LIMIT') return new UploadError(422, uploadMessages.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new UploadError(422, uploadMessages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new UploadError(415, uploadMessages.noFile);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE')
    return new UploadError(400, uploadMessages.noFile);
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header", …).
  if (err instanceof Error && !('statusCode' in err))
    return new UploadError(400, uploadMessages.noFile);
  return err;
}

const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // One file and nothing much else: the editor and the account page send `file` alone.
    limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 20 },
  });

  /** Stores the one `file` part with `store`; refuses anything else. */
  async function receive(
    request: FastifyRequest,
    partLimit: number,
    store: (incoming: Parameters<UploadsService['storeFile']>[0]) => Promise<UploadedFile>,
  ): Promise<UploadedFile> {
    let stored: UploadedFile | null = null;
    try {
      if (!request.isMultipart()) throw new UploadError(415, uploadMessages.noFile);
      for await (const part of request.parts({ limits: { fileSize: partLimit } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        stored = await store({
          stream: part.file,
          fileName: part.filename,
          userId: request.member.id,
        });
      }
    } catch (err) {
      if (stored) await uploads.discard(stored);
      throw asUploadError(err, partLimit);
    }
    if (!stored) throw new UploadError(422, uploadMessages.noFile);
    return stored;
  }

  app.post(
    memberApiRoutes.upload,
    {
      config: { access: writer },
      preHandler: app.rateLimited(uploadLimits),
      schema: { response: { 200: uploadResponse } },
    },
    async (request) => ({
      success: 1 as const,
      file: await receive(request, uploads.limits.fileBytes, uploads.storeFile),
    }),
  );

  app.post(
    memberApiRoutes.uploadImage,
    {
      config: { access: 'member' },
      preHandler: app.rateLimited(uploadLimits),
      schema: { response: { 200: imageUploadResponse } },
    },
    async (request) => {
      const file = await receive(request, uploads.limits.avatarBytes, uploads.storeAvatar);
      return { success: 1 as const, file: { url: file.url } };
    },
  );

  app.post(
    memberApiRoutes.uploadByUrl,
    {
      config: { access: writer },
      preHandler: app.rateLimited(uploadLimits),
      // Checked in the handler, so a bad body is refused like every upload: `success: 0`.
      schema: { response: { 200: uploadResponse } },
    },
    async (request) => {
      const body = uploadByUrlRequest.safeParse(request.body);
      if (!body.success) throw new UploadError(422, uploadMessages.badUrl);
      const file = await uploads.storeFromUrl({ url: body.data.url, userId: request.member.id });
      return { success: 1 as const, file };
    },
  );

  app.get(
    `${UPLOADS_URL_PREFIX}:key`,
    { config: { access: 'public' }, schema: { params: z.object({ key: z.string().max(100) }) } },
    async (request, reply) => {
      const { key } = request.params;
      const file = STORAGE_KEY.test(key) ? await uploads.open(key) : null;
      if (!file) throw new NotFoundError();
      return serveUpload(request, reply, key, file);
    },
  );
};

export default uploadsRoutes;
