// The privacy feature's background work (decision 0064): data exports, and THE retention job,
// which runs every rule of @techgold/contracts/retention once a day and logs counts only.
import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_QUEUE, type ExportJob, type PrivacyService } from './service.ts';

export const RETENTION_QUEUE = 'privacy-retention';
/** Daily, 03:41 UTC. */
export const RETENTION_CRON = '41 3 * * *';

const privacyJobs: FastifyPluginAsync<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  await app.jobs.define<ExportJob>(EXPORT_QUEUE, async (job) => {
    await privacy.buildExport(job);
  });
  await app.jobs.define(RETENTION_QUEUE, async () => {
    const { counts, warned } = await privacy.runRetention();
    app.log.info({ retention: counts, warned }, 'retention rules applied');
  });
  await app.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
};

export default privacyJobs;
