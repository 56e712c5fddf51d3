// Sign-in, sign-out and passwords (SPEC §7). Rate limits per route; CSRF on every POST.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  confirmEmailBody,
  confirmEmailResponse,
  forgotPasswordBody,
  loginBody,
  setPasswordBody,
} from '@techgold/contracts/auth';
import { messages } from '@techgold/contracts/messages';
import { currentUserSchema, type CurrentUser } from '@techgold/contracts/user';
import { passwordResetLinkResponse } from '@techgold/contracts/account';
import { bodyEmail, byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import type { AuthService } from './service.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
} from './device-cookie.ts';

const perIpEmail = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  key: (r) => {
    const email = bodyEmail(r);
    return email ? `${byIp(r)}|${email}` : byIp(r);
  },
});

// Per client only: failures per address are the service's back-off (service.ts), which slows
// an attacker down without letting anyone lock the owner out.
const loginLimits: RateLimitRule[] = [
  perIpEmail('login:ip-email', 5, 60),
  { name: 'login:ip', limit: 100, windowSeconds: 3600, key: byIp },
];

const resetLimits: RateLimitRule[] = [
  perIpEmail('forgot:ip-email', 3, 600),
  { name: 'forgot:ip', limit: 20, windowSeconds: 3600, key: byIp },
];

// Each call mints a working link: a handful an hour is plenty for a person.
const resetLinkLimits: RateLimitRule[] = [
  {
    name: 'reset-link:user',
    limit: 5,
    windowSeconds: 3600,
    key: (r) => (r.user ? String(r.user.id) : null),
  },
];

const messageSchema = z.object({ message: z.string() });

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The current-user record (the users feature's), returned by a successful sign-in. */
  loadUser(userId: number): Promise<CurrentUser | null>;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, loadUser }) => {
  app.post(
    apiRoutes.login,
    {
      config: { access: 'public' },
      schema: { body: loginBody, response: { 200: z.object({ user: currentUserSchema }) } },
      preHandler: app.rateLimited(loginLimits),
    },
    async (request, reply) => {
      const { userId, device } = await auth.authenticate(
        request.body.email,
        request.body.password,
        {
          ip: byIp(request),
          device: request.cookies[DEVICE_COOKIE],
          address: request.ip,
        },
        { cancelDeletion: request.body.cancel_deletion === true },
      );
      reply.setCookie(DEVICE_COOKIE, device, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.cookieSecure,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      await reply.startSession(userId);
      reply.issueCsrfToken();
      const user = await loadUser(userId);
      if (!user) throw new UnauthenticatedError();
      return { user };
    },
  );

  app.post(apiRoutes.logout, { config: { access: 'public' } }, async (_request, reply) => {
    await reply.endSession();
    reply.issueCsrfToken();
    return reply.code(204).send();
  });

  app.post(
    apiRoutes.forgotPassword,
    {
      config: { access: 'public' },
      schema: { body: forgotPasswordBody, response: { 200: messageSchema } },
      preHandler: app.rateLimited(resetLimits),
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { message: messages.forgotSuccess };
    },
  );

  app.post(
    apiRoutes.confirmEmail,
    {
      config: { access: 'public' },
      schema: { body: confirmEmailBody, response: { 200: confirmEmailResponse } },
    },
    async (request) => auth.confirmEmail(request.body.user_id, request.body.code, byIp(request)),
  );

  app.post(
    apiRoutes.setPassword,
    {
      config: { access: 'public' },
      schema: { body: setPasswordBody, response: { 200: messageSchema } },
    },
    async (request) => {
      const { user_id, code, password, current_password } = request.body;
      await auth.setPassword(user_id, code, password, byIp(request), current_password);
      return { message: 'Your password has been set. You can now log in.' };
    },
  );

  app.get(
    memberApiRoutes.passwordResetLink,
    {
      config: { access: 'member' },
      preHandler: app.rateLimited(resetLinkLimits),
      schema: { response: { 200: passwordResetLinkResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await auth.passwordResetLinkFor(request.member.id) };
    },
  );
};

export default authRoutes;
