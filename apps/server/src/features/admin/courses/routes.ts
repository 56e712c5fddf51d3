// The courses' API (editors and admins; back office part 2, decision 0066). Every change is
// audited in its transaction (services), and a change visitors can see is marked
// `changesPublicContent`, so the anonymous page cache and the in-process caches (the finder's
// facets and counts) are emptied before the answer leaves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminCourseDetail,
  adminCoursesPage,
  adminCoursesQuery,
  courseCreate,
  courseOptions,
  coursePatch,
} from '@techgold/contracts/admin/courses';
import { callerOf } from '../caller.ts';
import { params, publicWrite, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const coursesAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'courses'>> = async (
  app,
  { courses },
) => {
  app.get(
    adminApiRoutes.courses,
    {
      config: staff,
      schema: { querystring: adminCoursesQuery, response: { 200: adminCoursesPage } },
    },
    (request) => courses.list(request.query),
  );
  app.get(
    adminApiRoutes.courseOptions,
    { config: staff, schema: { response: { 200: courseOptions } } },
    () => courses.options(),
  );
  app.get(
    adminApiRoutes.course,
    { config: staff, schema: { params, response: { 200: adminCourseDetail } } },
    (request) => courses.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.courses,
    { config: publicWrite, schema: { body: courseCreate, response: { 201: adminCourseDetail } } },
    async (request, reply) =>
      reply.code(201).send(await courses.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.course,
    {
      config: publicWrite,
      schema: { params, body: coursePatch, response: { 200: adminCourseDetail } },
    },
    async (request) => courses.update(await callerOf(request), request.params.id, request.body),
  );
  app.delete(
    adminApiRoutes.course,
    { config: publicWrite, schema: { params } },
    async (request, reply) => {
      await courses.remove(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default coursesAdminRoutes;
