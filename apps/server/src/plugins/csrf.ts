// Sanctum-style CSRF, stateless: `GET /sanctum/csrf-cookie` sets a readable XSRF-TOKEN
// cookie = HMAC(secret, seed + session). The seed is a random HttpOnly cookie, so the token
// is bound to this browser and to the current session; a change of session (login, logout)
// re-issues it. Every state-changing method must echo it in X-XSRF-TOKEN, else 419.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { messages } from '@techgold/contracts/messages';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

const SEED_COOKIE = 'tig_csrf';
const TOKEN_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from CSRF; only for token-in-URL capabilities. */
    csrf?: boolean;
  }
  interface FastifyReply {
    /** Issue (or re-issue after a session change) the XSRF-TOKEN cookie. */
    issueCsrfToken(): void;
  }
}

export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    const secret = app.config.sessionSecret;
    const base = { path: '/', sameSite: 'lax' as const, secure: app.config.cookieSecure };

    const expectedToken = (request: FastifyRequest, seed: string) =>
      hmac(secret, `${seed}.${request.sessionIdFromCookie() ?? ''}`);

    app.decorateReply('issueCsrfToken', function (this: FastifyReply) {
      let seed = this.request.cookies[SEED_COOKIE];
      if (!seed) {
        seed = randomToken(24);
        this.request.cookies[SEED_COOKIE] = seed;
        this.setCookie(SEED_COOKIE, seed, { ...base, httpOnly: true });
      }
      this.setCookie(TOKEN_COOKIE, expectedToken(this.request, seed), { ...base, httpOnly: false });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      // A route may opt out only when the URL itself carries a capability (e.g. an
      // unsubscribe token for RFC 8058 one-click POSTs from mail clients, which send no cookies).
      if (request.routeOptions.config.csrf === false) return;
      const seed = request.cookies[SEED_COOKIE];
      const header = request.headers['x-xsrf-token'];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!seed || !sent || !safeEqual(safeDecode(sent), expectedToken(request, seed))) {
        return reply.code(419).send({ message: messages.csrfMismatch });
      }
    });

    app.get(apiRoutes.csrfCookie, { config: { access: 'public' } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.issueCsrfToken();
      return reply.code(204).send();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
