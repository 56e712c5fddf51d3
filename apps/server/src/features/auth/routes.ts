import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailBody,
  forgotPasswordBody,
  loginBody,
  setPasswordBody,
} from '@techgold/contracts/auth';
import { messages } from '@techgold/contracts/messages';
import { bodyEmail, type RateLimitRule } from '../../plugins/rate-limit.ts';
import {
  authenticate,
  confirmEmail,
  passwordResetLinkFor,
  requestPasswordReset,
  setPassword,
} from './service.ts';

const perIpEmail = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  key: (r) => {
    const email = bodyEmail(r);
    return email ? `${r.ip}|${email}` : r.ip;
  },
});

const loginLimits: RateLimitRule[] = [
  perIpEmail('login:ip-email', 5, 60),
  // Slow, distributed guessing against one account.
  { name: 'login:email', limit: 30, windowSeconds: 3600, key: bodyEmail },
  { name: 'login:ip', limit: 100, windowSeconds: 3600, key: (r) => r.ip },
];

const resetLimits: RateLimitRule[] = [
  perIpEmail('forgot:ip-email', 3, 600),
  { name: 'forgot:ip', limit: 20, windowSeconds: 3600, key: (r) => r.ip },
];

const codeLimits: RateLimitRule[] = [
  { name: 'code:ip', limit: 30, windowSeconds: 600, key: (r) => r.ip },
];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    { schema: { body: loginBody }, preHandler: app.rateLimited(loginLimits) },
    async (request, reply) => {
      const userId = await authenticate(app, request.body.email, request.body.password);
      await reply.startSession(userId);
      reply.issueCsrfToken();
      const user = await app.loadCurrentUser(userId);
      return { user };
    },
  );

  app.post('/api/logout', async (_request, reply) => {
    await reply.endSession();
    reply.issueCsrfToken();
    return reply.code(204).send();
  });

  app.post(
    '/api/forgotpassword',
    { schema: { body: forgotPasswordBody }, preHandler: app.rateLimited(resetLimits) },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { message: messages.forgotSuccess };
    },
  );

  app.post(
    '/api/confirm-email',
    { schema: { body: confirmEmailBody }, preHandler: app.rateLimited(codeLimits) },
    async (request) => confirmEmail(app, request.body.user_id, request.body.code),
  );

  app.post(
    '/api/set-password',
    { schema: { body: setPasswordBody }, preHandler: app.rateLimited(codeLimits) },
    async (request) => {
      await setPassword(app, request.body.user_id, request.body.code, request.body.password);
      return { message: 'Your password has been set. You can now log in.' };
    },
  );

  app.get(
    '/api/user/password_reset_link',
    { onRequest: app.requireAuth },
    async (request, reply) => {
      const session = (await request.getSession())!;
      const url = await passwordResetLinkFor(app, session.userId);
      // SPEC §7: `data` is the URL the browser is sent to, so the body is a JSON string.
      return reply
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(url));
    },
  );
};

export default authRoutes;
