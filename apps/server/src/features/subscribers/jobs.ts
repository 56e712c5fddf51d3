// The newsletter's background work: the confirmation email is decided and sent here, never in
// the request that subscribed (see subscribe() in service.ts).
import type { FastifyPluginAsync } from 'fastify';
import { CONFIRMATION_QUEUE, type SubscribersService } from './service.ts';

const subscriberJobs: FastifyPluginAsync<{ subscribers: SubscribersService }> = async (
  app,
  { subscribers },
) => {
  await app.jobs.define(CONFIRMATION_QUEUE, subscribers.sendConfirmation);
};

export default subscriberJobs;
