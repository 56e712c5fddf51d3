// The signed-in member's own record (SPEC §7 GET /api/user) and profile (PUT /api/user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  confirmContactEmailBody,
  contactEmailAnswer,
  profileBody,
} from '@techgold/contracts/account';
import { currentUserSchema } from '@techgold/contracts/user';
import { ipBucket } from '../../lib/client-ip.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import type { UsersService } from './service.ts';
import type { ContactEmailService } from './contact-email/service.ts';

// A person saves their profile a few times a sitting; scripts get a 429.
const profileSaveLimits: RateLimitRule[] = [
  {
    name: 'profile:user',
    limit: 30,
    windowSeconds: 600,
    key: (r) => (r.user ? String(r.user.id) : null),
  },
];

// Each call emails a working link (the service also caps links at 5 an hour per account).
const contactResendLimits: RateLimitRule[] = [
  {
    name: 'contact-email-resend:user',
    limit: 3,
    windowSeconds: 600,
    key: (r) => (r.user ? String(r.user.id) : null),
  },
];

const userRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  contactEmail: ContactEmailService;
}> = async (app, { users, contactEmail }) => {
  const { read, forget } = users.records;
  app.onSessionEnd(forget);
  // Read on every signed-in page: the session and the record (kept, or built with the session;
  // a second statement only when a kept record went stale), started in onRequest so the access
  // check's session lookup is the same statement. The body is the record's JSON, written from
  // currentUserSchema by the compiled serialiser when the record was built
  // (current-user/record-cache.ts), so no response schema runs here.
  app.get(
    apiRoutes.user,
    {
      config: { access: 'member' },
      onRequest: async (request) => {
        void request.getSessionWith(read).catch(() => null);
      },
    },
    async (request, reply) => {
      const found = await request.getSessionWith(read);
      if (!found) throw new UnauthenticatedError();
      reply.header('cache-control', 'private, no-store');
      reply.type('application/json; charset=utf-8');
      return found.read.json;
    },
  );

  app.put(
    apiRoutes.user,
    {
      config: { access: 'member' },
      bodyLimit: 16 * 1024,
      schema: { body: profileBody, response: { 200: currentUserSchema } },
      preHandler: app.rateLimited(profileSaveLimits),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user, publicChanged } = await users.saveProfile(request.member.id, request.body);
      // Articles show their author's name: only a new name empties the anonymous cache, before
      // the answer leaves (as changesPublicContent routes do), so the member sees it at once.
      if (publicChanged) await app.anonCache.contentChanged();
      return user;
    },
  );

  // Proving a new contact address (decision 0074).
  app.post(
    memberApiRoutes.contactEmailConfirmation,
    {
      config: { access: 'member' },
      schema: { response: { 200: contactEmailAnswer } },
      preHandler: app.rateLimited(contactResendLimits),
    },
    async (request) => contactEmail.resend(request.member.id),
  );

  app.post(
    memberApiRoutes.contactEmailConfirm,
    {
      config: { access: 'member' },
      schema: { body: confirmContactEmailBody, response: { 200: contactEmailAnswer } },
    },
    async (request) =>
      contactEmail.confirm(
        { userId: request.member.id, ip: request.ip, ipBucket: ipBucket(request.ip) },
        request.body.code,
      ),
  );
};

export default userRoutes;
