// Development only: the mail that would have been sent, newest first. Never registered in
// production (app.ts), and it only lists what the capture transport stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { NotFoundError } from '../../lib/errors.ts';
import { DEV_MAIL_CSP, type DevMailService } from './service.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (request.ip honours TRUST_PROXY). */
const isLoopback = (ip: string) => /^(::ffff:)?127\./.test(ip) || ip === '::1';

const devMailRoutes: FastifyPluginAsyncZod<{ devMail: DevMailService }> = async (
  app,
  { devMail },
) => {
  app.get(apiRoutes.devMail, { config: { access: 'public' } }, async (request, reply) => {
    if (!isLoopback(request.ip)) throw new NotFoundError();
    const list = await devMail.list();
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('application/json')) return list;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DEV_MAIL_CSP)
      .send(devMail.page(list));
  });
};

export default devMailRoutes;
