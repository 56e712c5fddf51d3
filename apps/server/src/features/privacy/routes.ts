// The member's privacy page API (decision 0064): download my data and delete my account.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  deleteAccountBody,
  deleteAccountResponse,
  exportDownloadParams,
  exportFileParams,
  exportQueuedResponse,
  privacyMessages,
  privacyOverview,
} from '@techgold/contracts/privacy';
import { ipBucket } from '../../lib/client-ip.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import type { PrivacyService } from './service.ts';

const perMember = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  key: (r) => (r.user ? String(r.user.id) : null),
});

const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  const member = { access: 'member' as const };

  app.get(
    memberApiRoutes.privacy,
    { config: member, schema: { response: { 200: privacyOverview } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacy.overview(request.member.id);
    },
  );

  app.post(
    memberApiRoutes.privacyExport,
    {
      config: member,
      schema: { response: { 202: exportQueuedResponse } },
      preHandler: app.rateLimited([perMember('privacy-export', 5, 3600)]),
    },
    async (request, reply) => {
      const queued = await privacy.requestExport(request.member.id);
      return reply.code(202).send({
        message: queued.created ? privacyMessages.exportQueued : privacyMessages.exportPending,
        export: queued.export,
      });
    },
  );

  /** The archive as a download, whichever way it was asked for. */
  const sendArchive = (reply: FastifyReply, file: { body: Readable; size: number }) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-length', String(file.size))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="tech-industry-gold-data-${day}.zip"`)
      .send(file.body);
  };

  app.get(
    memberApiRoutes.privacyExportDownload,
    { config: { ...member, logSecrets: ['token'] }, schema: { params: exportDownloadParams } },
    async (request, reply) =>
      sendArchive(
        reply,
        await privacy.download(request.member.id, request.params.id, request.params.token),
      ),
  );

  app.get(
    memberApiRoutes.privacyExportFile,
    {
      config: member,
      schema: { params: exportFileParams },
      preHandler: app.rateLimited([perMember('privacy-export-file', 20, 3600)]),
    },
    async (request, reply) =>
      sendArchive(reply, await privacy.downloadOwn(request.member.id, request.params.id)),
  );

  app.post(
    memberApiRoutes.privacyDelete,
    {
      config: member,
      schema: { body: deleteAccountBody, response: { 200: deleteAccountResponse } },
      preHandler: app.rateLimited([perMember('privacy-delete', 10, 600)]),
    },
    async (request, reply) => {
      const answer = await privacy.requestDeletion(
        { userId: request.member.id, ip: request.ip, ipBucket: ipBucket(request.ip) },
        request.body.password,
      );
      // The account's sessions are gone already (the status change); this clears the cookie.
      await reply.endSession();
      reply.issueCsrfToken();
      return answer;
    },
  );
};

export default privacyRoutes;
