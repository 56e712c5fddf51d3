// Which console actions need the password entered within the last 15 minutes is said beside
// each route, as its access is, and checked here in one place (decision 0076):
//
//   app.post(path, { config: { access: requireRole('admin'), reauth: true } }, …)
//   app.patch(path, { config: { access: …, reauth: grantsPermission } }, …)   // only some bodies
//
// The rule: any bulk export of personal data, any change of permissions or staff roles,
// disabling or enabling an account, erasure, and sign-up domain changes. The check runs
// after the access rule (so only staff get this far) and before the body is validated, so a
// session that has not re-authenticated learns nothing from its input being right or wrong.
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isApiPath } from '../../../lib/api-paths.ts';
import type { Access } from '../../../plugins/access.ts';
import { callerOf } from '../caller.ts';
import type { ReauthService } from './service.ts';

/** true: every call; a function: the calls whose (parsed, not yet validated) body it picks. */
export type ReauthRule = true | ((body: unknown) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    reauth?: ReauthRule;
  }
  interface FastifyInstance {
    /** Every route that needs a recent re-authentication, for the coverage test. */
    reauthRoutes(): readonly { method: string; url: string; rule: ReauthRule }[];
  }
}

const isStaffOnly = (access: Access | undefined) =>
  access === 'staff' || (typeof access === 'object' && 'roles' in access);

export default fp<{ reauth: Pick<ReauthService, 'requireRecent'> }>(
  async function reauthHook(app: FastifyInstance, { reauth }) {
    const routes: { method: string; url: string; rule: ReauthRule }[] = [];

    app.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config as { access?: Access; reauth?: ReauthRule } | undefined;
      if (!config?.reauth) return;
      // Re-authentication is a staff session's state: a route for anyone else cannot need it.
      if (!isApiPath(route.url) || !isStaffOnly(config.access)) {
        throw new Error(`${route.url} needs re-authentication but is not a staff API route`);
      }
      for (const method of ([] as string[]).concat(route.method)) {
        routes.push({ method, url: route.url, rule: config.reauth });
      }
    });
    app.decorate('reauthRoutes', () => routes);

    app.addHook('preValidation', async (request) => {
      const rule = request.routeOptions.config.reauth;
      if (!rule || (rule !== true && !rule(request.body))) return;
      await reauth.requireRecent(await callerOf(request));
    });
  },
  { name: 'reauth-hook', dependencies: ['access'] },
);

/** PATCH /api/admin/members/:id: only a change of what the member may do needs it. */
export const grantsPermission: ReauthRule = (body) =>
  typeof body === 'object' && body !== null && 'can_write_articles' in body;
