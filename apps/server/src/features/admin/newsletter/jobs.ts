// The newsletter's batches (service.ts runBatch), and at start a batch for any issue left
// sending without one waiting (a process killed mid-send).
import type { FastifyPluginAsync } from 'fastify';
import { NEWSLETTER_BATCH_QUEUE, type NewsletterAdminService } from './service.ts';

const newsletterJobs: FastifyPluginAsync<{ newsletter: NewsletterAdminService }> = async (
  app,
  { newsletter },
) => {
  await app.jobs.define(NEWSLETTER_BATCH_QUEUE, newsletter.runBatch);
  await newsletter.resume();
};

export default newsletterJobs;
