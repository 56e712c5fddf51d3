// The staff console's API (decision 0061). Admins manage members, staff roles and pending
// reviews and read the audit log; editors and admins work the enquiries inbox. The sensitive
// actions (`reauth` in their config) also need the password entered within 15 minutes.
//
// Each area's routes are in its own folder, `<area>/routes.ts` (decision 0096), registered here
// in the order they were always declared; the newsletter's and the backups' are registered in
// app.ts with their own services. plugins/access.ts checks each /api/admin route, as it is
// declared, against its section in packages/contracts/src/console-sections.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditAdminRoutes from './audit/routes.ts';
import coursesAdminRoutes from './courses/routes.ts';
import credentialsAdminRoutes from './credentials/routes.ts';
import ctasAdminRoutes from './ctas/routes.ts';
import dashboardAdminRoutes from './dashboard/routes.ts';
import enquiriesAdminRoutes from './enquiries/routes.ts';
import equalityAdminRoutes from './equality/routes.ts';
import eventsAdminRoutes from './events/routes.ts';
import insightsAdminRoutes from './insights/routes.ts';
import membersAdminRoutes from './members/routes.ts';
import optionsAdminRoutes from './options/routes.ts';
import organisationsAdminRoutes from './organisations/routes.ts';
import outboxAdminRoutes from './outbox/routes.ts';
import quotesAdminRoutes from './quotes/routes.ts';
import reauthAdminRoutes from './reauth/routes.ts';
import reviewsAdminRoutes from './reviews/routes.ts';
import rightsRequestsAdminRoutes from './rights-requests/routes.ts';
import staffAdminRoutes from './staff/routes.ts';
import subscribersAdminRoutes from './subscribers/routes.ts';
import tagsAdminRoutes from './tags/routes.ts';
import type { AdminService } from './service.ts';

const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin: services },
) => {
  await app.register(dashboardAdminRoutes, { dashboard: services.dashboard });
  await app.register(auditAdminRoutes, { audit: services.audit });
  await app.register(outboxAdminRoutes, { outbox: services.outbox });
  await app.register(reauthAdminRoutes, { reauth: services.reauth });
  await app.register(membersAdminRoutes, { members: services.members });
  await app.register(staffAdminRoutes, { members: services.members });
  await app.register(reviewsAdminRoutes, { reviews: services.reviews });
  await app.register(organisationsAdminRoutes, { organisations: services.organisations });
  await app.register(optionsAdminRoutes, { options: services.options });
  await app.register(enquiriesAdminRoutes, { enquiries: services.enquiries });
  await app.register(rightsRequestsAdminRoutes, { rightsRequests: services.rightsRequests });
  await app.register(equalityAdminRoutes, { equality: services.equality });
  // ---- Content: courses, events… (part 2, decision 0066) ---------------------------------
  await app.register(coursesAdminRoutes, { courses: services.courses });
  await app.register(eventsAdminRoutes, {
    events: services.events,
    eventsSync: services.eventsSync,
  });
  await app.register(subscribersAdminRoutes, { subscribers: services.subscribers });
  await app.register(insightsAdminRoutes, { insights: services.insights });
  await app.register(tagsAdminRoutes, { tags: services.tags });
  await app.register(ctasAdminRoutes, { ctas: services.ctas });
  await app.register(quotesAdminRoutes, { quotes: services.quotes });
  await app.register(credentialsAdminRoutes, { credentials: services.credentials });
};

export default adminRoutes;
