// The staff console's background work: the daily removal of sign-ups turned down at review
// once the privacy notice's period has passed (reviews/service.ts purgeRejected).
import type { FastifyPluginAsync } from 'fastify';
import type { AdminService } from './service.ts';

const RETENTION_QUEUE = 'admin-rejected-retention';

const adminJobs: FastifyPluginAsync<{ admin: AdminService }> = async (app, { admin }) => {
  await app.jobs.define(RETENTION_QUEUE, async () => {
    await admin.reviews.purgeRejected();
  });
  await app.jobs.schedule(RETENTION_QUEUE, '17 4 * * *');
};

export default adminJobs;
