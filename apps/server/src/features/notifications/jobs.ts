// The notifications feature's background work: the fan-out for newly live insights and events,
// the weekly digest and the daily funding reminder. Dismissed
// notifications are removed by the one retention job (privacy/jobs.ts).
import type { FastifyPluginAsync } from 'fastify';
import {
  EVENT_PUBLISHED_QUEUE,
  INSIGHT_PUBLISHED_QUEUE,
  type EventPublishedJob,
  type InsightPublishedJob,
} from '../../lib/queues.ts';
import { DIGEST_CRON, DIGEST_QUEUE } from './digest.ts';
import { FUNDING_REMINDER_CRON, FUNDING_REMINDER_QUEUE } from './funding-reminder.ts';
import type { NotificationsService } from './service.ts';

const notificationsJobs: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  await app.jobs.define<InsightPublishedJob>(INSIGHT_PUBLISHED_QUEUE, async (job) => {
    await notifications.announceInsight(job);
  });
  await app.jobs.define<EventPublishedJob>(EVENT_PUBLISHED_QUEUE, async (job) => {
    await notifications.announceEvent(job);
  });
  await app.jobs.define(DIGEST_QUEUE, async () => {
    await notifications.sendDigests();
  });
  await app.jobs.schedule(DIGEST_QUEUE, DIGEST_CRON);
  await app.jobs.define(FUNDING_REMINDER_QUEUE, async () => {
    await notifications.sendFundingReminders();
  });
  await app.jobs.schedule(FUNDING_REMINDER_QUEUE, FUNDING_REMINDER_CRON);
};

export default notificationsJobs;
