// Newsletter (SPEC §7 POST /api/subscriber) and the email links that need no sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { messages } from '@techgold/contracts/messages';
import {
  SUBSCRIBE_CONFIRM_TEXT,
  SUBSCRIBE_RESULT_PARAMS,
  subscribeResponse,
  subscriberBody,
  subscriberTokenParams,
} from '@techgold/contracts/subscribers';
import { bodyEmail, byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { SubscribersService } from './service.ts';

const subscribeLimits: RateLimitRule[] = [
  { name: 'subscribe:ip', limit: 20, windowSeconds: 600, key: byIp },
  { name: 'subscribe:email', limit: 5, windowSeconds: 3600, key: bodyEmail },
];
const linkLimits: RateLimitRule[] = [
  { name: 'subscriber-link:ip', limit: 60, windowSeconds: 600, key: byIp },
];

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const subscriberRoutes: FastifyPluginAsyncZod<{ subscribers: SubscribersService }> = async (
  app,
  { subscribers },
) => {
  // RFC 8058 POSTs "List-Unsubscribe=One-Click" as a form; the token in the path is all we
  // need, so form bodies (in this plugin only) are read as plain fields or ignored.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  if (!app.hasContentTypeParser(MULTIPART)) {
    app.addContentTypeParser(MULTIPART, { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, {}),
    );
  }

  app.post(
    apiRoutes.subscriber,
    {
      config: { access: 'public' },
      schema: { body: subscriberBody, response: { 200: subscribeResponse } },
      preHandler: app.rateLimited(subscribeLimits),
    },
    async (request) => {
      await subscribers.subscribe(request.body, request.ip);
      return { message: messages.subscribeSuccess, confirm: SUBSCRIBE_CONFIRM_TEXT };
    },
  );

  // Links from emails: land on the home page, which shows the outcome from the flag.
  const linkOptions = {
    config: { access: 'public' as const },
    schema: { params: subscriberTokenParams },
    preHandler: app.rateLimited(linkLimits),
  };
  app.get(apiRoutes.subscriberConfirm, linkOptions, async (request, reply) => {
    const ok = await subscribers.confirm(request.params.token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`/?subscribed=${SUBSCRIBE_RESULT_PARAMS.subscribed[ok ? 'ok' : 'invalid']}`, 303);
  });

  app.get(apiRoutes.subscriberUnsubscribe, linkOptions, async (request, reply) => {
    const ok = await subscribers.unsubscribe(request.params.token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(
        `/?unsubscribed=${SUBSCRIBE_RESULT_PARAMS.unsubscribed[ok ? 'ok' : 'invalid']}`,
        303,
      );
  });

  app.post(
    apiRoutes.subscriberUnsubscribe,
    {
      ...linkOptions,
      // Mail providers POST with no cookies; the token in the path is the capability.
      config: { access: 'public', csrf: false },
      schema: { params: subscriberTokenParams, body: z.unknown() },
    },
    async (request, reply) => {
      const ok = await subscribers.unsubscribe(request.params.token);
      reply.header('cache-control', 'no-store');
      if (!ok) throw new NotFoundError(messages.invalidLink);
      return { message: 'You have been unsubscribed from the newsletter.' };
    },
  );
};

export default subscriberRoutes;
