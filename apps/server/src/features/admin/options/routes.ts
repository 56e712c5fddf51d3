// Choices for the console's selects (editors assign enquiries; admins the rest) and the
// pickers' look-ups (decision 0095).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import {
  adminOptions,
  courseLookup,
  courseLookupQuery,
  employerLookup,
  lookupQuery,
  memberLookup,
  providerLookup,
} from '@techgold/contracts/admin/options';
import { staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const optionsAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'options'>> = async (
  app,
  { options },
) => {
  app.get(
    adminApiRoutes.options,
    { config: staff, schema: { response: { 200: adminOptions } } },
    () => options.all(),
  );
  // The pickers' look-ups (decision 0095): staff, as the selects they replace. Reads only,
  // like the console's other lists, so no rate limit (the console's limits are on writes
  // and sign-in); the page size is capped by the schema.
  app.get(
    adminApiRoutes.optionsEmployers,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: employerLookup } } },
    (request) => options.employers(request.query),
  );
  app.get(
    adminApiRoutes.optionsProviders,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: providerLookup } } },
    (request) => options.providers(request.query),
  );
  app.get(
    adminApiRoutes.optionsCourses,
    { config: staff, schema: { querystring: courseLookupQuery, response: { 200: courseLookup } } },
    (request) => options.courses(request.query),
  );
  // Editors find active members to issue a badge to, as GET /api/admin/credential-members.
  app.get(
    adminApiRoutes.optionsMembers,
    { config: staff, schema: { querystring: lookupQuery, response: { 200: memberLookup } } },
    (request) => options.members(request.query),
  );
};

export default optionsAdminRoutes;
