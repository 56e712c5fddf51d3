// Authoring sends "insight published" in the transaction that turns an insight live; the
// notifications feature consumes it (notifications/jobs.ts). Declared here too, so the queue
// exists whichever feature's jobs are set up first.
import type { FastifyPluginAsync } from 'fastify';
import { INSIGHT_PUBLISHED_QUEUE } from '../../../lib/queues.ts';

const authoringJobs: FastifyPluginAsync = async (app) => {
  await app.jobs.declare(INSIGHT_PUBLISHED_QUEUE);
};

export default authoringJobs;
