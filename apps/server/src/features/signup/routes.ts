// Sign-up and enquiry endpoints (SPEC §7). Public (no session needed); CSRF applies to every
// POST globally. Each form POST is idempotent (lib/idempotency.ts) and rate limited.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employerMatchSchema,
  employerRegisterBody,
  getAccreditedBody,
  joinEmployersBody,
  learnerMatchSchema,
  learnerRegisterBody,
  registeredSchema,
  submittedSchema,
  verifyEmailBody,
} from '@techgold/contracts/signup';
import { bodyEmail, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { idempotencyKeyOf, type IdempotentResult } from '../../lib/idempotency.ts';
import { submitGetAccredited, submitJoinEmployers } from './enquiry-service.ts';
import {
  registerEmployerUser,
  registerLearner,
  verifyEmployerEmail,
  verifyLearnerEmail,
  type SubmissionMeta,
} from './service.ts';

const HOUR = 3600;
const byIp = (request: FastifyRequest) => request.ip;

// Per-IP limits are generous: a whole class may sign up from one school network at once.
// Buckets are shared by the learner and employer routes so neither doubles the budget.
export const limits = {
  verify: [
    { name: 'signup-verify:email', limit: 20, windowSeconds: HOUR, key: bodyEmail },
    { name: 'signup-verify:ip', limit: 200, windowSeconds: HOUR, key: byIp },
  ],
  register: [
    { name: 'signup-register:email', limit: 5, windowSeconds: HOUR, key: bodyEmail },
    { name: 'signup-register:ip', limit: 100, windowSeconds: HOUR, key: byIp },
  ],
  enquiry: [
    { name: 'enquiry:email', limit: 5, windowSeconds: HOUR, key: bodyEmail },
    { name: 'enquiry:ip', limit: 30, windowSeconds: HOUR, key: byIp },
  ],
} satisfies Record<string, RateLimitRule[]>;

const meta = (request: FastifyRequest): SubmissionMeta => ({
  ip: request.ip,
  idempotencyKey: idempotencyKeyOf(request),
});

function send(reply: FastifyReply, result: IdempotentResult) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.body as never);
}

const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const verify = { preHandler: app.rateLimited(limits.verify) };
  const register = { preHandler: app.rateLimited(limits.register) };
  const enquiry = { preHandler: app.rateLimited(limits.enquiry) };

  app.post(
    '/api/verify-email',
    { ...verify, schema: { body: verifyEmailBody, response: { 200: learnerMatchSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyLearnerEmail(app, request.body.email);
    },
  );

  app.post(
    '/api/employer/verify-email',
    { ...verify, schema: { body: verifyEmailBody, response: { 200: employerMatchSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyEmployerEmail(app, request.body.email);
    },
  );

  app.post(
    '/api/register',
    { ...register, schema: { body: learnerRegisterBody, response: { 201: registeredSchema } } },
    async (request, reply) => send(reply, await registerLearner(app, request.body, meta(request))),
  );

  app.post(
    '/api/employer/register',
    { ...register, schema: { body: employerRegisterBody, response: { 201: registeredSchema } } },
    async (request, reply) =>
      send(reply, await registerEmployerUser(app, request.body, meta(request))),
  );

  app.post(
    '/api/join-employers',
    { ...enquiry, schema: { body: joinEmployersBody, response: { 201: submittedSchema } } },
    async (request, reply) =>
      send(reply, await submitJoinEmployers(app, request.body, meta(request))),
  );

  app.post(
    '/api/get-accredited',
    { ...enquiry, schema: { body: getAccreditedBody, response: { 201: submittedSchema } } },
    async (request, reply) =>
      send(reply, await submitGetAccredited(app, request.body, meta(request))),
  );
};

export default signupRoutes;
