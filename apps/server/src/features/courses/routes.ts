// Course finder (SPEC §2, §7): GET /api/courses with filters and paging, GET /api/course/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseParams,
  courseSchema,
  coursesQuery,
  coursesResponse,
} from '@techgold/contracts/courses';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { CoursesService } from './service.ts';

// The same for every visitor; a short shared cache absorbs bursts on a popular search.
const CACHE = 'public, max-age=60, stale-while-revalidate=300';

const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (
  app,
  { courses: service },
) => {
  const config = { access: 'public', anonCache: true } as const;

  app.get(
    apiRoutes.courses,
    {
      config,
      schema: { querystring: coursesQuery, response: { 200: coursesResponse } },
    },
    async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      reply.header('cache-control', CACHE);
      return service.list(filter, { limit, offset });
    },
  );

  app.get(
    apiRoutes.course,
    {
      config,
      schema: { params: courseParams, response: { 200: courseSchema } },
    },
    async (request, reply) => {
      const course = await service.get(request.params.id);
      reply.header('cache-control', CACHE);
      return course;
    },
  );
};

export default coursesRoutes;
