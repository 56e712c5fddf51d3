// Who may call a route is declared beside it, and the server refuses to start when an API
// route declares nothing (deny by default, as Ghost requires `permissions` on every endpoint):
//
//   app.get('/api/user', { config: { access: 'member' }, schema: … }, (req) => …req.member.id…)
//
// One onRequest hook enforces the declaration and puts the caller on `request.user`
// (null for anonymous callers and on public routes, which never pay for the lookup).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { rolesFor, sectionOfApi, type StaffRole } from '@techgold/contracts/console-sections';
import { isApiPath } from '../lib/api-paths.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../lib/errors.ts';

/** The answer of every route whose access is not `public` (decision 0076). */
export const PRIVATE_NO_STORE = 'private, no-store';

export type { StaffRole };
/** Permissions a member account may hold (SPEC §6). */
export type Capability = 'write-articles';

/** The signed-in caller, as every access check needs it. */
export interface AuthUser {
  id: number;
  staffRole: StaffRole | null;
  canWriteArticles: boolean;
}

/**
 * Who may call a route:
 * - `public`: anyone; `request.user` is not loaded.
 * - `member`: any signed-in, active account.
 * - `staff`: a member with any staff role; `requireRole(...)` narrows it to some roles.
 * - `{ capability }`: a member holding that permission.
 * - `authorOf(...)`: a member who owns the record the request names (edit-key routes).
 */
export type Access =
  | 'public'
  | 'member'
  | 'staff'
  | { roles: readonly StaffRole[] }
  | { capability: Capability }
  | { owner: (request: FastifyRequest) => Promise<number | null> };

export const requireRole = (...roles: StaffRole[]): Access => ({ roles });

/**
 * Only the member whose id `ownerOf` returns for this request. Anyone else, and a record that
 * does not exist, get the same 404, so ids cannot be probed for existence.
 */
export const authorOf = (ownerOf: (request: FastifyRequest) => Promise<number | null>): Access => ({
  owner: ownerOf,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller; null when anonymous or on a `public` route. */
    user: AuthUser | null;
    /** The signed-in caller on a route that requires one (throws 401 otherwise). */
    readonly member: AuthUser;
  }
  interface FastifyInstance {
    /** Every API route with its declared access: the authorisation matrix. */
    routeAccess(): readonly RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  if ('roles' in access) return `staff:${access.roles.join('|')}`;
  if ('capability' in access) return `capability:${access.capability}`;
  return 'owner';
}

/** The staff roles an access level lets in (null: it is not a staff-only level). */
function staffRolesOf(access: Access): readonly StaffRole[] | null {
  if (access === 'staff') return ['admin', 'editor'];
  if (typeof access === 'object' && 'roles' in access) return access.roles;
  return null;
}

/**
 * The console's section table (contracts/console-sections.ts) decides who may open each
 * section: an /api/admin route must belong to a section (or be one every staff member uses),
 * be for staff only, and let in no role its section keeps out. Checked as each route is
 * declared, so a route that disagrees stops the server at start, not in production.
 */
export function checkConsoleSection(methods: string[], url: string, access: Access) {
  if (!url.startsWith('/api/admin/') && url !== '/api/admin') return;
  const where = `${methods.join(',')} ${url}`;
  const section = sectionOfApi(url);
  if (!section) {
    throw new Error(
      `${where} is in no console section: add its path to a section's api in packages/contracts/src/console-sections.ts`,
    );
  }
  const roles = staffRolesOf(access);
  if (!roles)
    throw new Error(`${where} is a console route: its access must be 'staff' or requireRole(…)`);
  if (section === 'shared') return;
  const allowed = rolesFor(section.minRole);
  const wider = roles.filter((role) => !allowed.includes(role));
  if (wider.length > 0) {
    throw new Error(
      `${where} lets in ${wider.join(', ')}, but its section "${section.label}" is for ${allowed.join(' and ')} only (packages/contracts/src/console-sections.ts)`,
    );
  }
}

async function check(access: Access, request: FastifyRequest, user: AuthUser | null) {
  if (access === 'public') return;
  if (!user) throw new UnauthenticatedError();
  if (access === 'member') return;
  if (access === 'staff') {
    if (!user.staffRole) throw new ForbiddenError();
    return;
  }
  if ('roles' in access) {
    if (!user.staffRole || !access.roles.includes(user.staffRole)) throw new ForbiddenError();
    return;
  }
  if ('capability' in access) {
    if (access.capability === 'write-articles' && !user.canWriteArticles) {
      throw new ForbiddenError();
    }
    return;
  }
  if ((await access.owner(request)) !== user.id) throw new NotFoundError();
}

export default fp(
  async function accessPlugin(app: FastifyInstance) {
    const routes: RouteAccess[] = [];

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiPath(route.url)) return;
      const access = (route.config as { access?: Access } | undefined)?.access;
      const methods = ([] as string[]).concat(route.method);
      if (!access) {
        throw new Error(
          `${methods.join(',')} ${route.url} declares no access level: add config: { access: … } (plugins/access.ts)`,
        );
      }
      checkConsoleSection(methods, route.url, access);
      for (const method of methods) routes.push({ method, url: route.url, access });
    });

    app.decorate('routeAccess', () => routes);
    app.decorateRequest('user', null);
    app.decorateRequest('member', {
      getter(this: FastifyRequest) {
        if (!this.user) throw new UnauthenticatedError();
        return this.user;
      },
    });

    // Whatever a route that needs a caller answers (its data, a 401, a validation error) is
    // about that caller: no browser cache or shared proxy may keep it. One hook says so from
    // the route's declared access, so a new member or console route cannot forget it; a route
    // that already said `no-store` keeps its own words.
    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config?.access;
      if (access && access !== 'public') {
        const given = reply.getHeader('cache-control');
        if (typeof given !== 'string' || !/\bno-store\b/.test(given)) {
          reply.header('cache-control', PRIVATE_NO_STORE);
        }
      }
      return payload;
    });

    // preParsing runs after every onRequest hook (so a state change without its CSRF token is
    // a 419 first) and before the body is read or validated: an anonymous caller learns only
    // that it must sign in, whatever it sent.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const access = request.routeOptions.config.access;
      if (access && access !== 'public') {
        request.user = await request.getAuthUser();
        await check(access, request, request.user);
      }
      return payload;
    });
  },
  { name: 'access', dependencies: ['session'] },
);
