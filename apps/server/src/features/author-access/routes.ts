// GET/POST /api/user/author-access: where the member's request to write insights stands, and
// the request itself (any signed-in member; CSRF applies to every POST globally; limited per
// member and per address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { authorAccessRequest, authorAccessStatus } from '@techgold/contracts/author-access';
import { byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import type { AuthorAccessService } from './service.ts';

const HOUR = 3600;

export const limits = [
  {
    name: 'author-access:member',
    limit: 5,
    windowSeconds: HOUR,
    key: (request) => (request.user ? String(request.user.id) : null),
  },
  { name: 'author-access:ip', limit: 30, windowSeconds: HOUR, key: byIp },
] satisfies RateLimitRule[];

const authorAccessRoutes: FastifyPluginAsyncZod<{ authorAccess: AuthorAccessService }> = async (
  app,
  { authorAccess },
) => {
  app.get(
    memberApiRoutes.authorAccess,
    { config: { access: 'member' }, schema: { response: { 200: authorAccessStatus } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return authorAccess.status(request.member.id);
    },
  );

  app.post(
    memberApiRoutes.authorAccess,
    {
      config: { access: 'member' },
      preHandler: app.rateLimited(limits),
      schema: {
        body: authorAccessRequest,
        response: { 200: authorAccessStatus, 201: authorAccessStatus },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { created, body } = await authorAccess.request(request.member.id);
      return reply.code(created ? 201 : 200).send(body);
    },
  );
};

export default authorAccessRoutes;
