// The authorisation matrix: every API route with who may call it, and proof that each level
// refuses the callers it must. A new route fails this test until it is added to ROUTE_ACCESS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app.ts';
import {
  Client,
  DEMO_PASSWORD,
  LEARNER,
  openTestDatabase,
  testConfig,
} from '../../test/helpers.ts';
import { authorOf, describeAccess, PRIVATE_NO_STORE, requireRole } from './access.ts';

const ADMIN = 'admin@techgold.test';
const EDITOR = 'editor@techgold.test';
const AUTHOR = 'author@techgold.test';

/** method path → access. Keep sorted by path; HEAD routes mirror their GET. */
const ROUTE_ACCESS: Record<string, string> = {
  'GET /api/admin/audit': 'staff:admin',
  'GET /api/admin/audit.csv': 'staff:admin',
  'GET /api/admin/course-options': 'staff',
  'GET /api/admin/courses': 'staff',
  'POST /api/admin/courses': 'staff',
  'GET /api/admin/courses/:id': 'staff',
  'PATCH /api/admin/courses/:id': 'staff',
  'DELETE /api/admin/courses/:id': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/dashboard/trends': 'staff',
  'GET /api/admin/events': 'staff',
  'POST /api/admin/events': 'staff',
  'POST /api/admin/events/sync': 'staff',
  'GET /api/admin/events/:id': 'staff',
  'PATCH /api/admin/events/:id': 'staff',
  'POST /api/admin/events/:id/publish': 'staff',
  'POST /api/admin/events/:id/cancel': 'staff',
  'POST /api/admin/events/:id/draft': 'staff',
  'GET /api/admin/enquiries': 'staff',
  'GET /api/admin/enquiries/:id': 'staff',
  'PATCH /api/admin/enquiries/:id': 'staff',
  'POST /api/admin/enquiries/:id/notes': 'staff',
  'POST /api/admin/enquiries/:id/replies': 'staff',
  'POST /api/admin/enquiries/bulk/assign': 'staff',
  'POST /api/admin/enquiries/bulk/close': 'staff',
  'GET /api/admin/insights': 'staff',
  'GET /api/admin/insights/:id': 'staff',
  'DELETE /api/admin/insights/:id': 'staff',
  'POST /api/admin/insights/:id/unpublish': 'staff',
  'POST /api/admin/insights/:id/republish': 'staff',
  'POST /api/admin/insights/:id/feature': 'staff',
  'POST /api/admin/insights/bulk/unpublish': 'staff',
  'GET /api/admin/members': 'staff:admin',
  'GET /api/admin/members/:id': 'staff:admin',
  'PATCH /api/admin/members/:id': 'staff:admin',
  'POST /api/admin/members/:id/disable': 'staff:admin',
  'POST /api/admin/members/:id/enable': 'staff:admin',
  'POST /api/admin/members/:id/send-set-password-link': 'staff:admin',
  'GET /api/admin/options': 'staff',
  'GET /api/admin/options/courses': 'staff',
  'GET /api/admin/options/employers': 'staff',
  'GET /api/admin/options/members': 'staff',
  'GET /api/admin/options/providers': 'staff',
  'GET /api/admin/organisations': 'staff:admin',
  'POST /api/admin/organisations': 'staff:admin',
  'GET /api/admin/organisations/:kind/:id': 'staff:admin',
  'PATCH /api/admin/organisations/:kind/:id': 'staff:admin',
  'DELETE /api/admin/organisations/:kind/:id': 'staff:admin',
  'PUT /api/admin/organisations/:kind/:id/tags': 'staff:admin',
  'POST /api/admin/organisations/:kind/:id/domains': 'staff:admin',
  'DELETE /api/admin/organisations/:kind/:id/domains/:domainId': 'staff:admin',
  'GET /api/admin/backups': 'staff:admin',
  'POST /api/admin/backups/run': 'staff:admin',
  'GET /api/admin/backups/:file/download': 'staff:admin',
  'GET /api/admin/outbox': 'staff:admin',
  'POST /api/admin/outbox/:id/resend': 'staff:admin',
  'GET /api/admin/reauth': 'staff',
  'POST /api/admin/reauth': 'staff',
  'GET /api/admin/reviews': 'staff:admin',
  'POST /api/admin/reviews/:id/approve': 'staff:admin',
  'POST /api/admin/reviews/:id/reject': 'staff:admin',
  'POST /api/admin/reviews/bulk/approve': 'staff:admin',
  'POST /api/admin/reviews/bulk/reject': 'staff:admin',
  'GET /api/admin/staff': 'staff:admin',
  'GET /api/admin/subscribers': 'staff',
  'GET /api/admin/newsletter': 'staff',
  'POST /api/admin/newsletter': 'staff',
  'GET /api/admin/newsletter/:id': 'staff',
  'PATCH /api/admin/newsletter/:id': 'staff',
  'GET /api/admin/newsletter/:id/preview': 'staff',
  'GET /api/admin/newsletter/:id/preview/:kind': 'staff',
  'POST /api/admin/newsletter/:id/test': 'staff',
  'POST /api/admin/newsletter/:id/send': 'staff',
  'GET /api/admin/newsletter/:id/progress': 'staff',
  'POST /api/admin/subscribers/export': 'staff:admin',
  'POST /api/admin/subscribers/bulk/remove': 'staff',
  'PATCH /api/admin/staff/:id': 'staff:admin',
  'GET /api/admin/rights-requests': 'staff:admin',
  'POST /api/admin/rights-requests': 'staff:admin',
  'GET /api/admin/rights-requests/:id': 'staff:admin',
  'PATCH /api/admin/rights-requests/:id': 'staff:admin',
  'POST /api/admin/rights-requests/:id/export': 'staff:admin',
  'POST /api/admin/rights-requests/:id/erase': 'staff:admin',
  'GET /api/admin/rights-requests/:id/erasure-preview': 'staff:admin',
  'GET /api/admin/equality': 'staff:admin',
  'GET /api/admin/tags': 'staff',
  'POST /api/admin/tags': 'staff',
  'GET /api/admin/tags/:id': 'staff',
  'PATCH /api/admin/tags/:id': 'staff',
  'DELETE /api/admin/tags/:id': 'staff',
  'GET /api/admin/ctas': 'staff',
  'POST /api/admin/ctas': 'staff',
  'GET /api/admin/ctas/:id': 'staff',
  'PATCH /api/admin/ctas/:id': 'staff',
  'DELETE /api/admin/ctas/:id': 'staff',
  'GET /api/admin/quotes': 'staff',
  'POST /api/admin/quotes': 'staff',
  'GET /api/admin/quotes/:id': 'staff',
  'PATCH /api/admin/quotes/:id': 'staff',
  'DELETE /api/admin/quotes/:id': 'staff',
  'GET /api/admin/credentials': 'staff',
  'POST /api/admin/credentials': 'staff',
  'POST /api/admin/credentials/:id/revoke': 'staff',
  'GET /api/admin/credentials/:id': 'staff',
  'GET /api/admin/credential-badges': 'staff',
  'GET /api/admin/credential-members': 'staff',
  'POST /api/admin/credentials/import/check': 'staff',
  'POST /api/admin/credentials/import': 'staff',
  'POST /api/admin/credentials/bulk/revoke': 'staff',
  'GET /api/account/privacy': 'member',
  'POST /api/account/privacy/export': 'member',
  'GET /api/account/privacy/export/:id': 'member',
  'GET /api/account/privacy/export/:id/:token': 'member',
  'POST /api/account/privacy/delete': 'member',
  'GET /api/badge/:id': 'public',
  'GET /api/course/:id': 'public',
  'GET /api/courses': 'public',
  'GET /api/employer/:id': 'member',
  'POST /api/employer/register': 'public',
  'GET /api/employers': 'member',
  'POST /api/employer/verify-email': 'public',
  'GET /api/event/:id': 'member',
  'GET /api/event/:id/calendar.ics': 'member',
  'GET /api/events': 'member',
  'POST /api/confirm-email': 'public',
  'POST /api/forgotpassword': 'public',
  'POST /api/get-accredited': 'public',
  'GET /api/health': 'public',
  'GET /api/insight/:id': 'member',
  'POST /api/insight': 'capability:write-articles',
  'POST /api/insight/:id/edit': 'capability:write-articles',
  'GET /api/insight/:id/:key': 'capability:write-articles',
  'DELETE /api/insight/:id/:key': 'capability:write-articles',
  'PUT /api/insight/:id': 'capability:write-articles',
  'POST /api/insight/tag/:insightId/:key/:tagId': 'capability:write-articles',
  'DELETE /api/insight/tag/:insightId/:key/:tagId': 'capability:write-articles',
  'GET /api/user/insights': 'member',
  'GET /api/user/author-access': 'member',
  'POST /api/user/author-access': 'member',
  'GET /api/user/credentials': 'member',
  'PATCH /api/user/credentials/:id': 'member',
  'GET /api/credential/:public_id': 'public',
  'GET /api/alerts/unsubscribe/:token': 'public',
  'GET /api/newsletter/issues/:month': 'public',
  'GET /api/newsletter/unsubscribe/:token': 'public',
  'POST /api/newsletter/unsubscribe/:token': 'public',
  'POST /api/alerts/unsubscribe/:token': 'public',
  'PUT /api/user': 'member',
  'DELETE /api/notifications/:id': 'member',
  'DELETE /api/notifications': 'member',
  'GET /api/notifications/history': 'member',
  'POST /api/notifications/:id/read': 'member',
  'DELETE /api/notifications/:id/read': 'member',
  'POST /api/user/notifications/preference/:id': 'member',
  'DELETE /api/user/notifications/preference/:id': 'member',
  'POST /api/user/notifications/email': 'member',
  'DELETE /api/user/notifications/email': 'member',
  'GET /api/insight/public/:id': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/insights': 'member',
  'GET /api/insights/public': 'public',
  'POST /api/join-employers': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/quotes': 'public',
  'GET /api/ready': 'public',
  'POST /api/register': 'public',
  'GET /api/school/:id': 'member',
  'GET /api/schools': 'member',
  'POST /api/set-password': 'public',
  'GET /api/search': 'member',
  'GET /api/search/results': 'member',
  'GET /api/site/data': 'public',
  'POST /api/upload': 'capability:write-articles',
  'POST /api/upload/image': 'member',
  'POST /api/upload-by-url': 'capability:write-articles',
  'POST /api/subscriber': 'public',
  'GET /api/subscriber/confirm/:token': 'public',
  'POST /api/subscriber/confirm/:token': 'public',
  'GET /api/subscriber/unsubscribe/:token': 'public',
  'POST /api/subscriber/unsubscribe/:token': 'public',
  'GET /api/user': 'member',
  'GET /api/user/password_reset_link': 'member',
  'POST /api/user/contact-email/confirmation': 'member',
  'POST /api/user/contact-email/confirm': 'member',
  'DELETE /api/user/:kind/:id': 'member',
  'PUT /api/user/:kind/:id': 'member',
  'POST /api/verify-email': 'public',
  'GET /dev/mail': 'public',
  'GET /sanctum/csrf-cookie': 'public',
};

let app: App;
let userIds: Record<string, number>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  drop = async () => {
    await db.handle.close();
    await db.drop();
  };
  app = await buildApp(testConfig(db.url ? { DATABASE_URL: db.url } : {}), {
    database: db.handle,
    ssr: false,
    workers: false,
  });
  const { rows } = await db.handle.executeSql('select id, email from users where email = any($1)', [
    [ADMIN, AUTHOR, LEARNER],
  ]);
  userIds = Object.fromEntries(rows.map((r) => [r.email as string, r.id as number]));
  // Routes that exercise each access level; added before ready(), as features add theirs.
  const ok = async () => ({ ok: true });
  app.get('/api/test/staff', { config: { access: 'staff' } }, ok);
  app.get('/api/test/admin', { config: { access: requireRole('admin') } }, ok);
  app.get('/api/test/editor', { config: { access: requireRole('editor') } }, ok);
  app.get('/api/test/writer', { config: { access: { capability: 'write-articles' } } }, ok);
  app.put(
    '/api/test/owned/:id',
    // The record with id 1 belongs to the author; others do not exist.
    {
      config: {
        access: authorOf(async (r) =>
          (r.params as { id: string }).id === '1' ? userIds[AUTHOR]! : null,
        ),
      },
    },
    ok,
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const signedIn = async (email?: string) => {
  const c = new Client(app, `10.9.0.${Math.floor(Math.random() * 250) + 1}`);
  await c.csrf();
  if (email) expect((await c.login(email)).statusCode).toBe(200);
  return c;
};

describe('route access', () => {
  it('every API route declares its access, and the matrix lists exactly those routes', () => {
    const declared = Object.fromEntries(
      app
        .routeAccess()
        .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/test/'))
        .map((r) => [`${r.method} ${r.url}`, describeAccess(r.access)]),
    );
    expect(declared).toEqual(ROUTE_ACCESS);
  });

  it('refuses to start when an API route declares no access', async () => {
    const db = await openTestDatabase();
    const bare = await buildApp(testConfig(db.url ? { DATABASE_URL: db.url } : {}), {
      database: db.handle,
      ssr: false,
      workers: false,
    });
    try {
      expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    } finally {
      await bare.close();
      await db.handle.close();
      await db.drop();
    }
  });

  it('answers 401 to an anonymous caller on every route that needs a member', async () => {
    const anonymous = await signedIn();
    const guarded = app.routeAccess().filter((r) => r.method !== 'HEAD' && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1');
      const res = await anonymous.request(
        route.method,
        url,
        route.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      expect(res.headers['cache-control'], `${route.method} ${url}`).toMatch(/\bno-store\b/);
    }
  });

  it('staff routes refuse members, and role routes refuse other roles', async () => {
    const learner = await signedIn(LEARNER);
    const admin = await signedIn(ADMIN);
    expect((await learner.get('/api/test/staff')).statusCode).toBe(403);
    expect((await learner.get('/api/test/admin')).statusCode).toBe(403);
    expect((await admin.get('/api/test/staff')).statusCode).toBe(200);
    expect((await admin.get('/api/test/admin')).statusCode).toBe(200);
    expect((await admin.get('/api/test/editor')).statusCode).toBe(403);
  });

  it('every staff console route refuses members, admin routes refuse editors, and changes need the CSRF token', async () => {
    const learner = await signedIn(LEARNER);
    const editor = await signedIn(EDITOR);
    const admin = await signedIn(ADMIN);
    // Past the re-authentication rule too (features/admin/reauth/coverage.test.ts tests it).
    expect((await admin.post('/api/admin/reauth', { password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const consoleRoutes = app
      .routeAccess()
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/admin/'));
    expect(consoleRoutes.length).toBe(
      Object.keys(ROUTE_ACCESS).filter((k) => k.includes(' /api/admin/')).length,
    );
    for (const route of consoleRoutes) {
      const url = route.url.replace(/:\w+/g, '999999');
      const body = route.method === 'GET' ? undefined : {};
      const label = `${route.method} ${url}`;
      const level = describeAccess(route.access);
      expect(['staff', 'staff:admin'], label).toContain(level);
      expect((await learner.request(route.method, url, body)).statusCode, label).toBe(403);
      const asEditor = (await editor.request(route.method, url, body)).statusCode;
      const adminAnswer = await admin.request(route.method, url, body);
      // Staff answers are kept by no browser cache or proxy (decision 0076).
      expect(adminAnswer.headers['cache-control'], `${label} as admin`).toMatch(/\bno-store\b/);
      // Past the access rule, the call fails on its input or the missing record, never 401/403,
      // or asks for the password again (reauth is not access: "Back up now" has no input).
      const asAdmin =
        adminAnswer.statusCode === 403 &&
        (adminAnswer.json() as { reauth_required?: boolean }).reauth_required
          ? 'reauth'
          : adminAnswer.statusCode;
      expect([401, 403], `${label} as admin`).not.toContain(asAdmin);
      expect(adminAnswer.statusCode, `${label} as admin`).toBeLessThan(500);
      expect(asEditor, `${label} as editor`).toBeLessThan(500);
      if (level === 'staff:admin') expect(asEditor, `${label} as editor`).toBe(403);
      else expect([401, 403], `${label} as editor`).not.toContain(asEditor);
      if (route.method !== 'GET') {
        // A signed-in admin's change without the matching CSRF token is refused (419).
        const forged = await admin.request(route.method, url, body, { 'x-xsrf-token': 'forged' });
        expect(forged.statusCode, `${label} with a forged CSRF token`).toBe(419);
      }
    }
  });

  it('every answer of a route that is not public is private, no-store, set from its access', async () => {
    const admin = await signedIn(ADMIN);
    const author = await signedIn(AUTHOR);
    const guarded = app
      .routeAccess()
      .filter((r) => r.method === 'GET' && r.access !== 'public' && !r.url.includes(':'));
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      // The author holds the capability; the admin holds every staff route.
      const caller = route.url.startsWith('/api/admin/') ? admin : author;
      const res = await caller.get(route.url);
      expect(res.statusCode, route.url).toBeLessThan(500);
      // `private, no-store`, or the route's own stricter `no-store`.
      expect(res.headers['cache-control'], route.url).toMatch(/\bno-store\b/);
    }
    // A member read and a console read, answered 200, with the one header.
    for (const [caller, url] of [
      [author, '/api/user'],
      [admin, '/api/admin/dashboard'],
      [admin, '/api/admin/members'],
    ] as const) {
      const res = await caller.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
    }
    // Public reads keep their own caching.
    expect((await admin.get('/api/quotes')).headers['cache-control']).toMatch(/^public/);
  });

  it('a capability route admits only members holding it', async () => {
    const learner = await signedIn(LEARNER);
    const author = await signedIn(AUTHOR);
    expect((await learner.get('/api/test/writer')).statusCode).toBe(403);
    expect((await author.get('/api/test/writer')).statusCode).toBe(200);
  });

  it("an owner route admits the record's author and reads as missing to everyone else", async () => {
    const author = await signedIn(AUTHOR);
    const learner = await signedIn(LEARNER);
    expect((await author.request('PUT', '/api/test/owned/1', {})).statusCode).toBe(200);
    expect((await learner.request('PUT', '/api/test/owned/1', {})).statusCode).toBe(404);
    expect((await author.request('PUT', '/api/test/owned/2', {})).statusCode).toBe(404);
  });

  it('a state change without the CSRF header is refused before access is checked (419)', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/test/owned/1', payload: {} });
    expect(res.statusCode).toBe(419);
  });

  it('a disabled account loses access at once, though its session cookie lives on', async () => {
    const author = await signedIn(AUTHOR);
    expect((await author.get('/api/user')).statusCode).toBe(200);
    await app.database.db.execute(
      sql`update users set status = 'disabled' where id = ${userIds[AUTHOR]!}`,
    );
    try {
      expect((await author.get('/api/test/writer')).statusCode).toBe(401);
      expect((await author.get('/api/user')).statusCode).toBe(401);
      // …and its sessions are ended, so reactivating it does not revive them.
      const { rows } = await app.database.executeSql(
        'select count(*)::int as n from sessions where user_id = $1',
        [userIds[AUTHOR]!],
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await app.database.db.execute(
        sql`update users set status = 'active' where id = ${userIds[AUTHOR]!}`,
      );
    }
  });
});
