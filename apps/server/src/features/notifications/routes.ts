// Notifications (SPEC §7): dismiss one or all of one's own, switch a type on or off; and the
// jobs behind them — the fan-out for newly live insights and events, and daily retention.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  EVENT_PUBLISHED_QUEUE,
  INSIGHT_PUBLISHED_QUEUE,
  type EventPublishedJob,
  type InsightPublishedJob,
} from '../../lib/queues.ts';
import type { NotificationsService } from './service.ts';

const PURGE_QUEUE = 'notifications-purge';
// A malformed id is a 404 like an unknown one, decided by the service.
const params = z.object({ id: z.string().max(20) });

const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  await app.jobs.define<InsightPublishedJob>(INSIGHT_PUBLISHED_QUEUE, async (job) => {
    await notifications.announceInsight(job);
  });
  await app.jobs.define<EventPublishedJob>(EVENT_PUBLISHED_QUEUE, async (job) => {
    await notifications.announceEvent(job);
  });
  await app.jobs.define(PURGE_QUEUE, async () => {
    await notifications.purge();
  });
  await app.jobs.schedule(PURGE_QUEUE, '41 3 * * *');

  app.delete(
    memberApiRoutes.notification,
    { config: { access: 'member' }, schema: { params } },
    async (request, reply) => {
      await notifications.dismiss(request.member.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    memberApiRoutes.notifications,
    { config: { access: 'member' } },
    async (request, reply) => {
      await notifications.dismissAll(request.member.id);
      return reply.code(204).send();
    },
  );

  for (const [method, active] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: memberApiRoutes.notificationPreference,
      config: { access: 'member' },
      schema: { params },
      handler: async (request, reply) => {
        await notifications.preference(request.member.id, request.params.id, active);
        return reply.code(204).send();
      },
    });
  }
};

export default notificationsRoutes;
