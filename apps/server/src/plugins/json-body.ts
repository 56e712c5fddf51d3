// JSON bodies: Fastify's own parser (prototype-poisoning checks included), after a depth check
// on the raw text. A body nesting deeper than JSON_DEPTH_MAX is refused with a 400 before it
// becomes objects, on every route (lib/json-depth.ts says why).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan } from '../lib/json-depth.ts';

export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) {
      done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, body as string, done);
  });
});
