// The API described once (issue 25): an OpenAPI 3.1 document generated from the routes' own
// schemas by @fastify/swagger with the Zod type provider's transform, for partners' systems
// (learning providers' student records, the credentials platform) to read instead of the
// source. Every operation states who may call it (`x-access`, written as describeAccess in
// access.ts writes it). Outside production only: served at /api/openapi.json, and written to
// docs/openapi.json by `npm run openapi` (openapi-cli.ts). Only API paths are described;
// pages, feeds and files are left out.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isApiPath } from '../lib/api-paths.ts';
import { describeAccess, type Access } from './access.ts';

/** Where the document is served (outside production). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The extension each operation states its access level in. */
export const ACCESS_EXTENSION = 'x-access';

export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tech Industry Gold API',
          version: '1.0.0',
          description:
            'The JSON API of the Tech Industry Gold site and member platform. ' +
            `Each operation's \`${ACCESS_EXTENSION}\` says who may call it: public, member, staff, ` +
            'staff:<roles>, capability:<name> or owner (the member who owns the record). ' +
            'State changes need the XSRF-TOKEN cookie echoed in an X-XSRF-TOKEN header ' +
            '(GET /sanctum/csrf-cookie sets it).',
        },
      },
      transform(input) {
        if (!isApiPath(input.url)) return { schema: { hide: true }, url: input.url };
        const access = (input.route.config as { access?: Access } | undefined)?.access;
        const schema = {
          ...input.schema,
          ...(access ? { [ACCESS_EXTENSION]: describeAccess(access) } : {}),
        };
        return jsonSchemaTransform({ ...input, schema });
      },
    });

    app.get(OPENAPI_PATH, { config: { access: 'public' } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['access'] },
);
