// Fixed-window rate limits kept in PostgreSQL, so a limit holds across every process behind
// a load balancer. Used on auth and form endpoints only (they are rare and already write).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { hitCounter } from '../lib/counters.ts';
import { ipBucket } from '../lib/client-ip.ts';
import { TooManyRequestsError } from '../lib/errors.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'login:ip-email'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The bucket for this request; return null to skip this rule (e.g. no email in body). */
  key(request: FastifyRequest): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one hit for each rule; throws 429 with Retry-After when any is over its limit. */
    rateLimit(request: FastifyRequest, rules: RateLimitRule[]): Promise<void>;
    /** A preHandler hook applying `rules`. */
    rateLimited(rules: RateLimitRule[]): (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const { db } = app.database;
    const enabled = app.config.RATE_LIMITS;

    app.decorate('rateLimit', async (request: FastifyRequest, rules: RateLimitRule[]) => {
      if (!enabled) return;
      for (const rule of rules) {
        const bucket = rule.key(request);
        if (bucket === null) continue;
        const { count, retry_after } = await hitCounter(
          db,
          `${rule.name}:${bucket}`,
          rule.windowSeconds,
        );
        if (count > rule.limit) throw new TooManyRequestsError(retry_after);
      }
    });

    app.decorate(
      'rateLimited',
      (rules: RateLimitRule[]) => (request: FastifyRequest) => app.rateLimit(request, rules),
    );

    app.decorate('purgeRateLimits', async () => {
      await db.execute(sql`delete from rate_limits where reset_at < now()`);
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    purgeRateLimits(): Promise<void>;
  }
}

/** Normalised email from a JSON body, for per-address buckets. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? email.trim().toLowerCase() : null;
}

/** The client's rate-limit bucket: its IPv4 address or its IPv6 /64. */
export const byIp = (request: FastifyRequest) => ipBucket(request.ip);
