// Sign-up and enquiry endpoints (SPEC §7). Public (no session needed); CSRF applies to every
// POST globally. Each form POST is idempotent (lib/idempotency.ts) and rate limited.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employerVerifyResponse,
  employerRegisterBody,
  getAccreditedBody,
  joinEmployersBody,
  learnerVerifyResponse,
  learnerRegisterBody,
  registeredSchema,
  submittedSchema,
  verifyEmailBody,
} from '@techgold/contracts/signup';
import { bodyEmail, byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { idempotencyKeyOf, type IdempotentResult } from '../../lib/idempotency.ts';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { EnquiryService } from './enquiry-service.ts';
import type { SignupService } from './service.ts';
import type { SubmissionMeta } from './submission.ts';

const HOUR = 3600;

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

export interface SignupRoutesOptions {
  signup: SignupService;
  enquiries: EnquiryService;
}

const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (
  app,
  { signup, enquiries },
) => {
  // Anyone may sign up or enquire: every route here is public, CSRF-checked and rate limited.
  const config = { access: 'public' } as const;
  const verify = { config, preHandler: app.rateLimited(limits.verify) };
  const register = { config, preHandler: app.rateLimited(limits.register) };
  const enquiry = { config, preHandler: app.rateLimited(limits.enquiry) };

  app.post(
    apiRoutes.verifyEmail,
    { ...verify, schema: { body: verifyEmailBody, response: { 200: learnerVerifyResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { match: await signup.verifyLearnerEmail(request.body.email) };
    },
  );

  app.post(
    apiRoutes.employerVerifyEmail,
    { ...verify, schema: { body: verifyEmailBody, response: { 200: employerVerifyResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { match: await signup.verifyEmployerEmail(request.body.email) };
    },
  );

  app.post(
    apiRoutes.register,
    { ...register, schema: { body: learnerRegisterBody, response: { 201: registeredSchema } } },
    async (request, reply) =>
      send(reply, await signup.registerLearner(request.body, meta(request))),
  );

  app.post(
    apiRoutes.employerRegister,
    { ...register, schema: { body: employerRegisterBody, response: { 201: registeredSchema } } },
    async (request, reply) =>
      send(reply, await signup.registerEmployerUser(request.body, meta(request))),
  );

  app.post(
    apiRoutes.joinEmployers,
    { ...enquiry, schema: { body: joinEmployersBody, response: { 201: submittedSchema } } },
    async (request, reply) =>
      send(reply, await enquiries.submitJoinEmployers(request.body, meta(request))),
  );

  app.post(
    apiRoutes.getAccredited,
    { ...enquiry, schema: { body: getAccreditedBody, response: { 201: submittedSchema } } },
    async (request, reply) =>
      send(reply, await enquiries.submitGetAccredited(request.body, meta(request))),
  );
};

export default signupRoutes;
