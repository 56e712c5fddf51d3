// Employers in the member platform (SPEC §2, §7): GET /api/employers (the directory) and
// GET /api/employer/{id} (one employer and its people's insights). Signed-in members only;
// answers carry the caller's saves, so nothing may cache them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  employerParams,
  employerQuery,
  employerResponse,
  employersQuery,
  employersResponse,
} from '@techgold/contracts/employers';
import type { EmployersService } from './service.ts';

const employersRoutes: FastifyPluginAsyncZod<{ employers: EmployersService }> = async (
  app,
  { employers },
) => {
  app.get(
    memberApiRoutes.employers,
    {
      config: { access: 'member' },
      schema: { querystring: employersQuery, response: { 200: employersResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return employers.list(request.member.id, request.query);
    },
  );

  app.get(
    memberApiRoutes.employer,
    {
      config: { access: 'member' },
      schema: {
        params: employerParams,
        querystring: employerQuery,
        response: { 200: employerResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return employers.get(request.member.id, request.params.id, request.query);
    },
  );
};

export default employersRoutes;
