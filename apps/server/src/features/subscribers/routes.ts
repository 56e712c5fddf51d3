// Newsletter (SPEC §7 POST /api/subscriber) and the email links that need no sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPath } from '@techgold/contracts/api-paths';
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
import { acceptOneClickForms } from '../../lib/one-click-forms.ts';
import type { SubscribersService } from './service.ts';

const subscribeLimits: RateLimitRule[] = [
  { name: 'subscribe:ip', limit: 20, windowSeconds: 600, key: byIp },
  { name: 'subscribe:email', limit: 5, windowSeconds: 3600, key: bodyEmail },
];
const linkLimits: RateLimitRule[] = [
  { name: 'subscriber-link:ip', limit: 60, windowSeconds: 600, key: byIp },
];

const subscriberRoutes: FastifyPluginAsyncZod<{ subscribers: SubscribersService }> = async (
  app,
  { subscribers },
) => {
  acceptOneClickForms(app);

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

  // Links from emails open a page whose button POSTs here: a GET (or HEAD) never changes
  // anything, so a mail scanner following links cannot confirm or unsubscribe anyone.
  // Older emails carried these API addresses: they now lead to the pages.
  const linkOptions = {
    // The token is the capability: never in the request log (lib/log-secrets.ts).
    config: { access: 'public' as const, logSecrets: ['token'] },
    schema: { params: subscriberTokenParams },
    preHandler: app.rateLimited(linkLimits),
  };
  const postOptions = {
    ...linkOptions,
    // The page's form (no JavaScript needed) and RFC 8058 one-click POSTs from mail
    // providers send no cookies: the token in the path is the capability, so no CSRF token.
    config: { access: 'public' as const, csrf: false, logSecrets: ['token'] },
    schema: { params: subscriberTokenParams, body: z.unknown() },
  };

  const actions = [
    {
      action: 'confirm',
      route: apiRoutes.subscriberConfirm,
      run: subscribers.confirm,
      flag: (ok: boolean) =>
        `subscribed=${SUBSCRIBE_RESULT_PARAMS.subscribed[ok ? 'ok' : 'invalid']}`,
      done: 'Your subscription is confirmed.',
    },
    {
      action: 'unsubscribe',
      route: apiRoutes.subscriberUnsubscribe,
      run: subscribers.unsubscribe,
      flag: (ok: boolean) =>
        `unsubscribed=${SUBSCRIBE_RESULT_PARAMS.unsubscribed[ok ? 'ok' : 'invalid']}`,
      done: 'You have been unsubscribed from the newsletter.',
    },
  ] as const;

  for (const { action, route, run, flag, done } of actions) {
    app.get(route, linkOptions, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(apiPath(apiRoutes.newsletterPage, { action, token: request.params.token }), 303),
    );

    app.post(route, postOptions, async (request, reply) => {
      const ok = await run(request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      // A browser submitting the page's form lands on the home page's outcome notice.
      if (request.headers.accept?.includes('text/html'))
        return reply.redirect(`/?${flag(ok)}`, 303);
      if (!ok) throw new NotFoundError(messages.invalidLink);
      return { message: done };
    });
  }
};

export default subscriberRoutes;
