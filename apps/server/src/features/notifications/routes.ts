// Notifications (SPEC §7): dismiss one or all of one's own, switch a type on or off, and the
// digest's stop link; the notification centre's history, read state and email switch. The jobs behind them are in jobs.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { messages } from '@techgold/contracts/messages';
import { SUBSCRIBE_RESULT_PARAMS } from '@techgold/contracts/subscribers';
import {
  notificationHistoryQuery,
  notificationHistorySchema,
} from '@techgold/contracts/notification-centre';
import { acceptOneClickForms } from '../../lib/one-click-forms.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import type { NotificationsService } from './service.ts';

const tokenParams = z.object({ token: z.string().max(200) });
// A malformed id is a 404 like an unknown one, decided by the service.
const params = z.object({ id: z.string().max(20) });

const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // The digest's stop link. Opening it changes nothing (mail scanners open links): it leads
  // to a page whose button POSTs; mail providers' RFC 8058 one-click POSTs come here too,
  // without cookies, so the token in the path is the capability and there is no CSRF token.
  const stopLimits: RateLimitRule[] = [
    { name: 'alerts-stop:ip', limit: 30, windowSeconds: 600, key: byIp },
  ];
  acceptOneClickForms(app);
  app.get(
    apiRoutes.alertsUnsubscribe,
    { config: { access: 'public', logSecrets: ['token'] }, schema: { params: tokenParams } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(
          apiPath(apiRoutes.newsletterPage, { action: 'stop-alerts', token: request.params.token }),
          303,
        ),
  );
  app.post(
    apiRoutes.alertsUnsubscribe,
    {
      config: { access: 'public', csrf: false, logSecrets: ['token'] },
      schema: { params: tokenParams, body: z.unknown() },
      preHandler: app.rateLimited(stopLimits),
    },
    async (request, reply) => {
      const ok = await notifications.stopAlerts(request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const { alerts } = SUBSCRIBE_RESULT_PARAMS;
      if (request.headers.accept?.includes('text/html'))
        return reply.redirect(`/?alerts=${ok ? alerts.ok : alerts.invalid}`, 303);
      if (!ok) throw new NotFoundError(messages.invalidLink);
      return { message: 'Email alerts are off.' };
    },
  );

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

  // The notification centre (/notifications): history, read state, the email switch.
  app.get(
    memberApiRoutes.notificationHistory,
    {
      config: { access: 'member' },
      schema: {
        querystring: notificationHistoryQuery,
        response: { 200: notificationHistorySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.history(request.member.id, request.query);
    },
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: memberApiRoutes.notificationRead,
      config: { access: 'member' },
      schema: { params },
      handler: async (request, reply) => {
        await notifications.markRead(request.member.id, request.params.id, on);
        return reply.code(204).send();
      },
    });
    app.route({
      method,
      url: memberApiRoutes.notificationEmail,
      config: { access: 'member' },
      handler: async (request, reply) => {
        await notifications.emailAlerts(request.member.id, on);
        return reply.code(204).send();
      },
    });
    app.route({
      method,
      url: memberApiRoutes.notificationPreference,
      config: { access: 'member' },
      schema: { params },
      handler: async (request, reply) => {
        await notifications.preference(request.member.id, request.params.id, on);
        return reply.code(204).send();
      },
    });
  }
};

export default notificationsRoutes;
