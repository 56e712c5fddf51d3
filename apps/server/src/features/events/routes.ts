// Events for signed-in members (SPEC §4 Events): GET /api/events (the Upcoming and Saved
// tabs), GET /api/event/{id} (JSON `{ event, details }`: details is sanitised HTML inside
// JSON, not a text/html response) and GET /api/event/{id}/calendar.ics (text/calendar).
// Every answer depends on who asks (the saved flags), so none may be stored by a cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import {
  eventDetailResponse,
  eventParams,
  eventsQuery,
  eventsResponse,
} from '@techgold/contracts/events';
import type { EventsService } from './service.ts';

const PRIVATE = 'private, no-store';

const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    memberApiRoutes.events,
    {
      config: { access: 'member' },
      schema: { querystring: eventsQuery, response: { 200: eventsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return events.listForMember(request.member.id, request.query);
    },
  );

  app.get(
    memberApiRoutes.event,
    {
      config: { access: 'member' },
      schema: { params: eventParams, response: { 200: eventDetailResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return events.getForMember(request.member.id, request.params.id);
    },
  );

  app.get(
    memberApiRoutes.eventCalendar,
    { config: { access: 'member' }, schema: { params: eventParams } },
    async (request, reply) => {
      const file = await events.calendarFile(request.member.id, request.params.id);
      return reply
        .header('cache-control', PRIVATE)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};

export default eventsRoutes;
