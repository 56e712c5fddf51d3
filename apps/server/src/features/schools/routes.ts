// Learning providers in the member platform (SPEC §2, §7): GET /api/schools (the directory)
// and GET /api/school/{id} (one provider and its accredited courses). Signed-in members only;
// answers carry the caller's saves, so nothing may cache them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  schoolParams,
  schoolResponse,
  schoolsQuery,
  schoolsResponse,
} from '@techgold/contracts/schools';
import type { SchoolsService } from './service.ts';

const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (
  app,
  { schools },
) => {
  app.get(
    memberApiRoutes.schools,
    {
      config: { access: 'member' },
      schema: { querystring: schoolsQuery, response: { 200: schoolsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return schools.list(request.member.id, request.query);
    },
  );

  app.get(
    memberApiRoutes.school,
    {
      config: { access: 'member' },
      schema: { params: schoolParams, response: { 200: schoolResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return schools.get(request.member.id, request.params.id);
    },
  );
};

export default schoolsRoutes;
