// The console's Backups page (admins; decision 0072): the list with the run under way and the
// last failure, "Back up now" and the streamed download. Both writes and the download need
// the password entered lately: an archive holds every member's data and the signing keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  backupFileParams,
  backupStartAnswer,
  backupsOverview,
} from '@techgold/contracts/admin/backups';
import { callerOf } from '../caller.ts';
import { admin } from '../route-helpers.ts';
import type { BackupsService } from './service.ts';

const backupsAdminRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (
  app,
  { backups },
) => {
  app.get(
    adminApiRoutes.backups,
    { config: admin, schema: { response: { 200: backupsOverview } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return backups.overview();
    },
  );
  app.post(
    adminApiRoutes.backupsRun,
    { config: admin, schema: { response: { 202: backupStartAnswer } } },
    async (request, reply) =>
      reply.code(202).send(await backups.startFromConsole(await callerOf(request))),
  );
  app.get(
    adminApiRoutes.backupDownload,
    { config: admin, schema: { params: backupFileParams } },
    async (request, reply) => {
      const file = await backups.download(await callerOf(request), request.params.file);
      return reply
        .type('application/octet-stream')
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .send(file.body);
    },
  );
};

export default backupsAdminRoutes;
