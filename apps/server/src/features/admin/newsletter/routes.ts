// The monthly newsletter's console API (editors and admins; decision 0067): list, compose,
// preview, a test copy to oneself, the send, and its progress. Writes are CSRF-checked by the
// session plugin and audited in their transaction (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNewsletter,
  adminNewslettersPage,
  adminNewslettersQuery,
  newsletterCreate,
  newsletterPatch,
  newsletterPreview,
  newsletterPreviewAnswer,
  newsletterPreviewDocument,
  newsletterPreviewKinds,
  newsletterProgress,
  newsletterProgressAnswer,
  newsletterSend,
  newsletterSendBody,
  newsletterTest,
  newsletterTestAnswer,
  newsletter,
  newsletters,
} from '@techgold/contracts/admin/newsletter';
import { callerOf } from '../caller.ts';
import { params, staff } from '../route-helpers.ts';
import { previewCsp, webPreviewDocument } from './preview-document.ts';
import type { NewsletterAdminService } from './service.ts';

const newsletterAdminRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterAdminService }> = async (
  app,
  { newsletter: service },
) => {
  app.get(
    newsletters,
    {
      config: staff,
      schema: { querystring: adminNewslettersQuery, response: { 200: adminNewslettersPage } },
    },
    (request) => service.list(request.query),
  );
  app.post(
    newsletters,
    { config: staff, schema: { body: newsletterCreate, response: { 201: adminNewsletter } } },
    async (request, reply) =>
      reply.code(201).send(await service.create(await callerOf(request), request.body)),
  );
  app.get(
    newsletter,
    { config: staff, schema: { params, response: { 200: adminNewsletter } } },
    (request) => service.detail(request.params.id),
  );
  app.patch(
    newsletter,
    {
      config: staff,
      schema: { params, body: newsletterPatch, response: { 200: adminNewsletter } },
    },
    async (request) => service.update(await callerOf(request), request.params.id, request.body),
  );
  app.get(
    newsletterPreview,
    { config: staff, schema: { params, response: { 200: newsletterPreviewAnswer } } },
    (request) => service.preview(request.params.id),
  );
  app.get(
    newsletterPreviewDocument,
    {
      config: staff,
      schema: {
        params: params.extend({
          kind: z.enum(newsletterPreviewKinds, { error: 'Choose email or web.' }),
        }),
      },
    },
    async (request, reply) => {
      const preview = await service.preview(request.params.id);
      const html =
        request.params.kind === 'email'
          ? preview.email_html
          : webPreviewDocument(preview.subject, preview.web_html);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', previewCsp(html))
        .header('cache-control', 'private, no-store')
        .send(html);
    },
  );
  app.post(
    newsletterTest,
    { config: staff, schema: { params, response: { 200: newsletterTestAnswer } } },
    async (request) => service.sendTest(await callerOf(request), request.params.id),
  );
  app.post(
    newsletterSend,
    {
      config: staff,
      schema: { params, body: newsletterSendBody, response: { 200: adminNewsletter } },
    },
    async (request) =>
      service.send(await callerOf(request), request.params.id, request.body.updated_at),
  );
  app.get(
    newsletterProgress,
    { config: staff, schema: { params, response: { 200: newsletterProgressAnswer } } },
    (request) => service.progress(request.params.id),
  );
};

export default newsletterAdminRoutes;
