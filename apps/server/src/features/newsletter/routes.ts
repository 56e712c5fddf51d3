// The newsletter's public addresses: a sent issue's web version, and the one-click unsubscribe
// (RFC 8058) that mail providers POST without cookies; the signed token is the capability.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NEWSLETTER_STOP_ACTION,
  newsletterIssue,
  newsletterIssueAnswer,
  newsletterMessages,
  newsletterMonthParams,
  newsletterTokenParams,
  newsletterUnsubscribe,
} from '@techgold/contracts/admin/newsletter';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { SUBSCRIBE_RESULT_PARAMS } from '@techgold/contracts/subscribers';
import { byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { acceptOneClickForms } from '../../lib/one-click-forms.ts';
import type { NewsletterService } from './service.ts';

const linkLimits: RateLimitRule[] = [
  { name: 'newsletter-link:ip', limit: 60, windowSeconds: 600, key: byIp },
];

const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  acceptOneClickForms(app);

  app.get(
    newsletterIssue,
    {
      config: { access: 'public' },
      schema: { params: newsletterMonthParams, response: { 200: newsletterIssueAnswer } },
    },
    (request) => newsletter.issue(request.params.month),
  );

  // A GET never unsubscribes (mail scanners follow links): it leads to the page whose button
  // posts here.
  app.get(
    newsletterUnsubscribe,
    {
      config: { access: 'public', logSecrets: ['token'] },
      schema: { params: newsletterTokenParams },
      preHandler: app.rateLimited(linkLimits),
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(
          apiPath(apiRoutes.newsletterPage, {
            action: NEWSLETTER_STOP_ACTION,
            token: request.params.token,
          }),
          303,
        ),
  );

  app.post(
    newsletterUnsubscribe,
    {
      config: { access: 'public', csrf: false, logSecrets: ['token'] },
      schema: { params: newsletterTokenParams, body: z.unknown() },
      preHandler: app.rateLimited(linkLimits),
    },
    async (request, reply) => {
      const ok = await newsletter.unsubscribe(request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (request.headers.accept?.includes('text/html')) {
        const flag = SUBSCRIBE_RESULT_PARAMS.unsubscribed[ok ? 'ok' : 'invalid'];
        return reply.redirect(`/?unsubscribed=${flag}`, 303);
      }
      if (!ok) throw new NotFoundError(newsletterMessages.invalidLink);
      return { message: newsletterMessages.unsubscribed };
    },
  );
};

export default newsletterRoutes;
