// Authoring (SPEC §2 My insights / Edit insight, §7): members with the write-articles
// capability create, edit, tag and delete their own insights; every member may list theirs
// (an empty list for those who cannot write). The edit key travels in the path (load,
// delete, tags) or the body (save), and is checked with authorship by the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  createInsightRequest,
  createdInsightResponse,
  editableInsightResponse,
  editKeyResponse,
  insightTagsResponse,
  myInsightsQuery,
  myInsightsResponse,
  saveInsightRequest,
  savedInsightResponse,
} from '@techgold/contracts/authoring';
import { INSIGHT_BODY_MAX_BYTES } from '@techgold/contracts/authoring';
import type { Access } from '../../../plugins/access.ts';
import type { AuthoringService } from './service.ts';

const writer: Access = { capability: 'write-articles' };
// Saving, tagging and deleting change what the public pages show (docs/decisions/0052).
const publicWrite = { access: writer, changesPublicContent: true };
// Malformed ids and keys are decided by the service: they read as an invalid link (404).
const idParam = z.object({ id: z.string().max(20) });
const keyParams = z.object({ id: z.string().max(20), key: z.string().max(100) });
const tagParams = z.object({
  insightId: z.string().max(20),
  key: z.string().max(100),
  tagId: z.string().max(20),
});
// The body string is JSON inside JSON: escaping can double it, and the rest is small.
const SAVE_BODY_LIMIT = INSIGHT_BODY_MAX_BYTES * 2 + 64 * 1024;
const NO_STORE = 'private, no-store';

const authoringRoutes: FastifyPluginAsyncZod<{ authoring: AuthoringService }> = async (
  app,
  { authoring },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  app.post(
    memberApiRoutes.insightCreate,
    {
      // With a body it may go live at once, which changes the public pages.
      config: publicWrite,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        body: createInsightRequest.nullish(),
        response: { 201: createdInsightResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await authoring.create(request.member.id, request.body ?? undefined)),
  );

  app.post(
    memberApiRoutes.insightEditKey,
    { config: { access: writer }, schema: { params: idParam, response: { 200: editKeyResponse } } },
    async (request) => authoring.issueKey(request.member.id, request.params.id),
  );

  app.get(
    memberApiRoutes.insightEdit,
    {
      config: { access: writer, logSecrets: ['key'] },
      schema: { params: keyParams, response: { 200: editableInsightResponse } },
    },
    async (request) => authoring.load(request.member.id, request.params.id, request.params.key),
  );

  app.put(
    memberApiRoutes.insightSave,
    {
      config: publicWrite,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        params: idParam,
        body: saveInsightRequest,
        response: { 200: savedInsightResponse },
      },
    },
    async (request) => authoring.save(request.member.id, request.params.id, request.body),
  );

  app.delete(
    memberApiRoutes.insightEdit,
    { config: { ...publicWrite, logSecrets: ['key'] }, schema: { params: keyParams } },
    async (request, reply) => {
      await authoring.remove(request.member.id, request.params.id, request.params.key);
      return reply.code(204).send();
    },
  );

  for (const [method, add] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: memberApiRoutes.insightTag,
      config: { ...publicWrite, logSecrets: ['key'] },
      schema: { params: tagParams, response: { 200: insightTagsResponse } },
      handler: async (request) => authoring.changeTag(request.member.id, request.params, add),
    });
  }

  app.get(
    memberApiRoutes.myInsights,
    {
      config: { access: 'member' },
      schema: { querystring: myInsightsQuery, response: { 200: myInsightsResponse } },
    },
    async (request) => authoring.listMine(request.member.id, request.query.cursor),
  );
};

export default authoringRoutes;
