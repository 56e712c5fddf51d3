// The auth feature's background work: password-reset emails are looked up and sent here, never
// in the request that asked for one (see requestPasswordReset in service.ts).
import type { FastifyPluginAsync } from 'fastify';
import { PASSWORD_RESET_QUEUE } from '../../lib/queues.ts';
import type { AuthService } from './service.ts';

const authJobs: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  await app.jobs.define(PASSWORD_RESET_QUEUE, auth.sendPasswordReset);
};

export default authJobs;
