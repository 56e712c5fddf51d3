// The staff console's background work: the events-platform sync on its schedule when the
// platform is configured (events/sync.ts). Retention (rejected sign-ups among the rest) is the
// privacy feature's one job (features/privacy/jobs.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { AdminService } from './service.ts';

const EVENTS_SYNC_QUEUE = 'events-sync';

const adminJobs: FastifyPluginAsync<{ admin: AdminService; eventsSyncCron: string }> = async (
  app,
  { admin, eventsSyncCron },
) => {
  if (!admin.eventsSync.configured) return;
  await app.jobs.define(EVENTS_SYNC_QUEUE, async () => {
    if (admin.eventsSync.busy()) return; // a run asked for from the console is under way
    const report = await admin.eventsSync.run({ userId: null, ip: null });
    if (report.error) app.log.warn({ report }, 'events sync stopped early');
    else app.log.info({ report }, 'events sync done');
  });
  await app.jobs.schedule(EVENTS_SYNC_QUEUE, eventsSyncCron);
};

export default adminJobs;
