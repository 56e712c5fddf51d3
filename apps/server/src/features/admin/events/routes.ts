// The events' API (editors and admins; decisions 0066, 0092): written here as drafts,
// published (members are told once), back to draft, cancelled, and the events-platform sync.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { versionBody } from '@techgold/contracts/admin/common';
import {
  adminEventDetail,
  adminEventsPage,
  adminEventsQuery,
  eventCreate,
  eventPatch,
  eventSyncReport,
} from '@techgold/contracts/admin/events';
import { callerOf } from '../caller.ts';
import { params, staff } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const eventsAdminRoutes: FastifyPluginAsyncZod<
  Pick<AdminService, 'events' | 'eventsSync'>
> = async (app, { events, eventsSync }) => {
  // Events are for members only: their pages are never in the anonymous cache.
  app.get(
    adminApiRoutes.events,
    {
      config: staff,
      schema: { querystring: adminEventsQuery, response: { 200: adminEventsPage } },
    },
    (request) => events.list(request.query),
  );
  app.get(
    adminApiRoutes.event,
    { config: staff, schema: { params, response: { 200: adminEventDetail } } },
    (request) => events.detail(request.params.id),
  );
  app.post(
    adminApiRoutes.events,
    { config: staff, schema: { body: eventCreate, response: { 201: adminEventDetail } } },
    async (request, reply) =>
      reply.code(201).send(await events.create(await callerOf(request), request.body)),
  );
  app.patch(
    adminApiRoutes.event,
    { config: staff, schema: { params, body: eventPatch, response: { 200: adminEventDetail } } },
    async (request) => events.update(await callerOf(request), request.params.id, request.body),
  );
  for (const [path, action] of [
    [adminApiRoutes.eventPublish, events.publish],
    [adminApiRoutes.eventDraft, events.unpublish],
    [adminApiRoutes.eventCancel, events.cancel],
  ] as const) {
    app.post(
      path,
      { config: staff, schema: { params, body: versionBody, response: { 200: adminEventDetail } } },
      async (request) =>
        action(await callerOf(request), request.params.id, request.body.updated_at),
    );
  }
  app.post(
    adminApiRoutes.eventsSync,
    { config: staff, schema: { response: { 200: eventSyncReport } } },
    async (request) => eventsSync.run(await callerOf(request)),
  );
};

export default eventsAdminRoutes;
