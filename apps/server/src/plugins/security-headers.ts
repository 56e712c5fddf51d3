// Helmet's security headers on every answer. Helmet decides them; they are the same for every
// request (the Content-Security-Policy, which differs, is set elsewhere: API_CSP in app.ts,
// page policies in plugins/ssr.ts), so they are worked out once at start and handed to each
// reply as one object. @fastify/helmet built Helmet's middleware again on every request and
// set each header on the raw response: 15% of a signed-in API call's time (GET /api/user,
// docs/decisions/0054).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers Helmet sets with these options, lower-cased, as it sets them on a response. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

export default fp<{ helmet: HelmetOptions }>(
  async function securityHeaders(app: FastifyInstance, options) {
    const headers = helmetHeaders(options.helmet);
    // onRequest, as @fastify/helmet did: errors, 404s and early refusals carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
