// The staff console's background work: the daily removal of sign-ups turned down at review
// once the privacy notice's period has passed (members/service.ts purgeRejected), and the
// events-platform sync on its schedule when the platform is configured (events/sync.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { AdminService } from './service.ts';

const RETENTION_QUEUE = 'admin-rejected-retention';
const EVENTS_SYNC_QUEUE = 'events-sync';

const adminJobs: FastifyPluginAsync<{ admin: AdminService; eventsSyncCron: string }> = async (
  app,
  { admin, eventsSyncCron },
) => {
  await app.jobs.define(RETENTION_QUEUE, async () => {
    await admin.members.purgeRejected();
  });
  await app.jobs.schedule(RETENTION_QUEUE, '17 4 * * *');
  if (admin.eventsSync.configured) {
    await app.jobs.define(EVENTS_SYNC_QUEUE, async () => {
      if (admin.eventsSync.busy()) return; // a run asked for from the console is under way
      const report = await admin.eventsSync.run({ userId: null, ip: null });
      if (report.error) app.log.warn({ report }, 'events sync stopped early');
      else app.log.info({ report }, 'events sync done');
    });
    await app.jobs.schedule(EVENTS_SYNC_QUEUE, eventsSyncCron);
  }
};

export default adminJobs;
