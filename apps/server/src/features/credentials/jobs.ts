// The hosted credentials platform's sync (docs/decisions/0044), on CREDENTIALS_SYNC_CRON; no
// job at all with the local platform.
import type { FastifyPluginAsync } from 'fastify';
import type { CredentialsService } from './service.ts';
import { CREDENTIALS_SYNC_QUEUE } from './sync.ts';

const credentialsJobs: FastifyPluginAsync<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  if (!credentials.syncs) return;
  // A failed run (platform down, an answer we cannot read) is logged and retried by the job
  // system with back-off; nothing it wrote is lost and the next run starts where it did.
  await app.jobs.define(CREDENTIALS_SYNC_QUEUE, async () => {
    await credentials.sync(app.log);
  });
  await app.jobs.schedule(CREDENTIALS_SYNC_QUEUE, app.config.CREDENTIALS_SYNC_CRON);
};

export default credentialsJobs;
